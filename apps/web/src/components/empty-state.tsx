import Button from 'react-bootstrap/Button';
import { LinkButton } from './link-button';

export type EmptyStateAction = { label: string } & ({ to: string } | { onClick: () => void });

export interface EmptyStateProps {
  text: string;
  action?: EmptyStateAction;
}

/** What a list shows when it has no rows ('등록된 ... 존재하지 않습니다.'), with an optional next step. */
export function EmptyState({ text, action }: EmptyStateProps) {
  return (
    <div className="text-center text-body-secondary py-5">
      <p className="mb-3">{text}</p>
      {action &&
        ('to' in action ? (
          <LinkButton to={action.to}>{action.label}</LinkButton>
        ) : (
          <Button variant="primary" onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
    </div>
  );
}
