import { RENTAL_TEXT } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/config/paths';
import { RENTAL_SCREEN_TEXT } from '../rental-text';

/** The forms' '취소': asks first, then goes back to the rental list. */
export function CancelToList({ disabled = false }: { disabled?: boolean }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outline-secondary" onClick={() => setAsking(true)} disabled={disabled}>
        취소
      </Button>
      <ConfirmDialog
        show={asking}
        title={RENTAL_SCREEN_TEXT.cancelTitle}
        onConfirm={() => {
          setAsking(false);
          void navigate(paths.rentalList);
        }}
        onCancel={() => setAsking(false)}
      >
        {RENTAL_TEXT.cancelConfirm}
      </ConfirmDialog>
    </>
  );
}
