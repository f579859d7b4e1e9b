import type { Message, STOCK_ERRORS } from '@store/contract';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ApiError } from '@/lib/api-client';

const STALE_EDIT: keyof typeof STOCK_ERRORS = 'STALE_EDIT';

const STALE_TEXT = {
  title: '저장하지 못했습니다',
  reload: '새로 불러오기',
  reloadHint: '새로 불러오면 이 화면에서 고친 내용은 지워지고 지금 저장된 내용이 다시 표시됩니다.',
} as const;

/** True when a save was refused because the row changed after the form was read (409). */
export const isStaleEdit = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === STALE_EDIT;

export interface StaleEditNoticeProps {
  message: Message;
  reloading: boolean;
  onReload: () => void;
}

/**
 * The server's '다른 곳에서 먼저 변경되었습니다…' beside the form, with the way out: read the row
 * again (product and listing edit forms). The reload button takes the focus, so the notice is seen wherever the form was sent from.
 */
export function StaleEditNotice({ message, reloading, onReload }: StaleEditNoticeProps) {
  const reload = useRef<HTMLButtonElement>(null);
  useEffect(() => reload.current?.focus(), []);
  return (
    <Alert variant="warning" role="alert" className="mb-4">
      <Alert.Heading as="h2" className="h6">
        {STALE_TEXT.title}
      </Alert.Heading>
      <p className="mb-2">{message.text}</p>
      <p className="small mb-3">{STALE_TEXT.reloadHint}</p>
      <Button ref={reload} variant="warning" disabled={reloading} onClick={onReload}>
        {STALE_TEXT.reload}
      </Button>
    </Alert>
  );
}

/**
 * A save refused as stale, and the way out: `notice` says so beside the form, its reload reads the
 * record again and `formKey` then starts the form again from it.
 */
export function useStaleEdit(query: { refetch: () => Promise<unknown>; isFetching: boolean }) {
  const [stale, setStale] = useState<Message | null>(null);
  const [formKey, setFormKey] = useState(0);

  const reload = async () => {
    await query.refetch();
    setStale(null);
    setFormKey((key) => key + 1);
  };

  return {
    formKey,
    notice: stale && (
      <StaleEditNotice
        message={stale}
        reloading={query.isFetching}
        onReload={() => void reload()}
      />
    ),
    /** Keeps a stale refusal for the notice; any other failure is thrown on to the form. */
    keepStale: (error: unknown) => {
      if (!isStaleEdit(error)) throw error;
      setStale(error.userMessage);
    },
  };
}
