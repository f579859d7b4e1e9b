import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage } from '@/lib/api-client';
import { useToast } from './toast';

/** Hands a fetched file to the browser as a download under `name`. */
export function saveFile({ blob, name }: { blob: Blob; name: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A button that fetches a file of the list as it is filtered now (a CSV export) and saves it;
 * busy while it comes, and a failure is said in a toast.
 */
export function FileDownloadButton({
  label,
  fetchFile,
}: {
  label: string;
  fetchFile: () => Promise<{ blob: Blob; name: string }>;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchFile());
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline-secondary" size="sm" disabled={busy} onClick={() => void download()}>
      {busy ? `${label} 준비 중…` : label}
    </Button>
  );
}
