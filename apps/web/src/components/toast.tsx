import type { Message, MessageType } from '@store/contract';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import './toast.css';

export const DEFAULT_TOAST_DURATION_MS = 5000;
/** More would push the page's own content out of reach on a phone: the oldest give way. */
export const MAX_VISIBLE_TOASTS = 3;

interface ToastLook {
  bg: string;
  text: string;
  closeVariant?: 'white';
  /** A failure interrupts (alert); anything else waits for a pause in speech (status). */
  role: 'alert' | 'status';
}

const LOOK: Record<MessageType, ToastLook> = {
  success: { bg: 'bg-success', text: 'text-white', closeVariant: 'white', role: 'status' },
  info: { bg: 'bg-info', text: 'text-dark', role: 'status' },
  warning: { bg: 'bg-warning', text: 'text-dark', role: 'alert' },
  error: { bg: 'bg-danger', text: 'text-white', closeVariant: 'white', role: 'alert' },
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

/** One toast: gone after its duration, which waits while the pointer or focus is on it. */
function ToastView({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  const look = LOOK[toast.type];
  const [held, setHeld] = useState(false);
  const expire = useEffectEvent(onClose);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(expire, toast.durationMs);
    return () => clearTimeout(timer);
  }, [held, toast.durationMs]);

  return (
    <div
      className={`toast show app-toast ${look.bg}`}
      role={look.role}
      aria-live={look.role === 'alert' ? 'assertive' : 'polite'}
      aria-atomic="true"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="d-flex align-items-start">
        <div className={`toast-body flex-grow-1 ${look.text}`}>
          {toast.text}
          {toast.link && (
            <>
              {' '}
              <ToastLinkAnchor link={toast.link} onFollow={onClose} />
            </>
          )}
        </div>
        <CloseButton
          className="m-2"
          aria-label="알림 닫기"
          variant={look.closeVariant}
          onClick={onClose}
        />
      </div>
    </div>
  );
}

/**
 * The sticky top bar's height while toasts show, followed as it changes (the phone menu opens
 * below it), so they start right under it; null before it is measured (the stylesheet's guess
 * holds). Looked up when toasts appear: the bar comes with the first screen, after this provider.
 */
function useTopBarHeight(showing: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!showing) return;
    const bar = document.querySelector('.app-header');
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(bar.getBoundingClientRect().height));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [showing]);
  return height;
}

/**
 * The toasts: a stack under the top bar, centred, newest on top, at most three (an older one gives
 * way). Centred, they stay clear of the heading's buttons at the right of a wide screen; on a phone
 * they cover the heading for a few seconds, not the form buttons at the bottom of the screen.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const lastId = useRef(0);
  const topBarHeight = useTopBarHeight(toasts.length > 0);

  const show = useCallback((message: ToastMessage, durationMs = DEFAULT_TOAST_DURATION_MS) => {
    lastId.current += 1;
    const toast = { ...message, id: lastId.current, durationMs };
    // The same message again (a second click) moves to the top rather than showing twice.
    setToasts((current) =>
      [toast, ...current.filter((t) => t.text !== message.text || t.type !== message.type)].slice(
        0,
        MAX_VISIBLE_TOASTS,
      ),
    );
  }, []);

  const remove = (id: number) => setToasts((current) => current.filter((t) => t.id !== id));

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        className="app-toast-stack"
        style={topBarHeight === null ? undefined : { top: topBarHeight }}
      >
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onClose={() => remove(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
