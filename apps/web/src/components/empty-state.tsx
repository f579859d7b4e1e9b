import Button from 'react-bootstrap/Button';
import { LinkButton } from './link-button';

export type EmptyStateAction = { label: string } & ({ to: string } | { onClick: () => void });

export interface EmptyStateProps {
  text: string;
  /** A second, quieter line: what the person can do about it. */
  hint?: string;
  action?: EmptyStateAction;
}

/** An empty box, drawn: the picture of a list with nothing in it. */
function EmptyBox() {
  return (
    <svg
      className="app-empty-state-picture"
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 24 32 12l24 12-24 12Z" fill="currentColor" opacity="0.18" />
      <path d="M8 24v22l24 12V36Z" fill="currentColor" opacity="0.32" />
      <path d="M56 24v22L32 58V36Z" fill="currentColor" opacity="0.45" />
      <path
        d="M8 24 32 12l24 12M8 24l24 12 24-12M8 24v22l24 12 24-12V24M32 36v22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * What a list shows when it has no rows ('등록된 ... 존재하지 않습니다.'): a picture, the text,
 * an optional hint and next step. No heading, so a page's headings stay its own.
 */
export function EmptyState({ text, hint, action }: EmptyStateProps) {
  return (
    <div className="app-empty-state">
      <EmptyBox />
      <p className="app-empty-state-text">{text}</p>
      {hint && <p className="app-empty-state-hint">{hint}</p>}
      {action && (
        <div className="mt-3">
          {'to' in action ? (
            <LinkButton to={action.to}>{action.label}</LinkButton>
          ) : (
            <Button variant="primary" onClick={action.onClick}>
              {action.label}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
