import type { Message, MessageType } from '@store/contract';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

export const DEFAULT_TOAST_DURATION_MS = 5000;
const MAX_TOASTS = 5;

const BACKGROUND: Record<MessageType, { bg: string; text: string; closeVariant?: 'white' }> = {
  success: { bg: 'success', text: 'text-white', closeVariant: 'white' },
  info: { bg: 'info', text: 'text-dark' },
  warning: { bg: 'warning', text: 'text-dark' },
  error: { bg: 'danger', text: 'text-white', closeVariant: 'white' },
};

/**
 * A next step in a toast ('장바구니 보기'). The toasts sit outside the router, so the screen that
 * shows one hands over how to go there (its `navigate`); the link itself is a real one.
 */
export interface ToastLink {
  text: string;
  href: string;
  follow: () => void;
}

/** A toast's message, with a link to follow when it has one. */
export interface ToastMessage extends Message {
  link?: ToastLink;
}

interface ToastItem extends ToastMessage {
  id: number;
  durationMs: number;
  shown: boolean;
}

export interface ToastApi {
  /** Shows the message as a toast of its type, hidden after `durationMs`. */
  show: (message: ToastMessage, durationMs?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toast's link: a plain click goes there in the app (and closes the toast), others as links do. */
function ToastLinkAnchor({ link, onFollow }: { link: ToastLink; onFollow: () => void }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onFollow();
    link.follow();
  };
  return (
    <a href={link.href} className="fw-bold text-reset text-nowrap" onClick={follow}>
      {link.text}
    </a>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const lastId = useRef(0);

  const show = useCallback((message: ToastMessage, durationMs = DEFAULT_TOAST_DURATION_MS) => {
    lastId.current += 1;
    const toast = { ...message, id: lastId.current, durationMs, shown: true };
    setToasts((current) => [...current, toast].slice(-MAX_TOASTS));
  }, []);

  const hide = (id: number) =>
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, shown: false } : t)));
  const remove = (id: number) => setToasts((current) => current.filter((t) => t.id !== id));

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastContainer
        position="top-end"
        containerPosition="fixed"
        className="p-3 app-toast-container"
        // The corner itself: the store's Bootstrap build leaves out the top-0 / end-0 utilities
        // that `position` names, and without them the toasts fell below the page.
        style={{ top: 0, right: 0 }}
      >
        {toasts.map((toast) => {
          const style = BACKGROUND[toast.type];
          return (
            <Toast
              key={toast.id}
              bg={style.bg}
              show={toast.shown}
              autohide
              delay={toast.durationMs}
              onClose={() => hide(toast.id)}
              onExited={() => remove(toast.id)}
            >
              <div className="d-flex align-items-start">
                <Toast.Body className={`flex-grow-1 ${style.text}`}>
                  {toast.text}
                  {toast.link && (
                    <>
                      {' '}
                      <ToastLinkAnchor link={toast.link} onFollow={() => hide(toast.id)} />
                    </>
                  )}
                </Toast.Body>
                <CloseButton
                  className="m-2"
                  aria-label="알림 닫기"
                  variant={style.closeVariant}
                  onClick={() => hide(toast.id)}
                />
              </div>
            </Toast>
          );
        })}
      </ToastContainer>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
