import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { LoadingSpinner } from '@/components/loading-spinner';
import { usePublicConfig } from '@/lib/public-config';
import {
  loadPostcode,
  toPickedAddress,
  type PickedAddress,
  type PostcodeCloseState,
  type PostcodeData,
} from './postcode';

export const ADDRESS_PICKER_TEXT = {
  search: '우편번호 찾기',
  title: '주소 검색',
  postCode: '우편번호',
  addr: '주소',
  close: '닫기',
  loading: '주소 검색 화면을 불러오는 중입니다.',
  loadFailed: '주소 검색 서비스를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

export interface AddressPickerProps {
  postCode: string;
  addr: string;
  /** Called with the chosen postcode and address (the only way they change). */
  onChange: (address: PickedAddress) => void;
  /** The form's detail-address input: it gets the focus once an address is chosen. */
  detailRef?: RefObject<HTMLElement | null>;
  /** Input ids are `${idPrefix}-postCode` and `${idPrefix}-addr` (default prefix `address`). */
  idPrefix?: string;
  /** A message about the address (required, for example), shown under it. */
  error?: string;
  disabled?: boolean;
  /** Other label texts, e.g. for a delivery address. */
  labels?: { postCode?: string; addr?: string };
}

/**
 * Postcode and address, read-only, filled from the Daum/Kakao postcode search shown in a dialog.
 * The detail address stays the form's own field (pass its ref as `detailRef`).
 */
export function AddressPicker({
  postCode,
  addr,
  onChange,
  detailRef,
  idPrefix = 'address',
  error,
  disabled = false,
  labels,
}: AddressPickerProps) {
  const [open, setOpen] = useState(false);
  const picked = useRef(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const postCodeId = `${idPrefix}-postCode`;
  const addrId = `${idPrefix}-addr`;
  const feedbackId = `${idPrefix}-address-feedback`;
  const describedBy = error ? feedbackId : undefined;

  const choose = (data: PostcodeData) => {
    picked.current = true;
    onChange(toPickedAddress(data));
    setOpen(false);
  };

  // The dialog gives the focus back itself only when nothing was chosen; after a choice the
  // person types the detail address next.
  const afterClose = () => {
    const target = picked.current ? (detailRef?.current ?? null) : searchButton.current;
    picked.current = false;
    target?.focus();
  };

  return (
    <>
      <Form.Group className="mb-3">
        <Form.Label htmlFor={postCodeId}>
          {labels?.postCode ?? ADDRESS_PICKER_TEXT.postCode}
        </Form.Label>
        <InputGroup>
          <PickedValue id={postCodeId} value={postCode} error={error} describedBy={describedBy} />
          <Button
            ref={searchButton}
            variant="outline-secondary"
            onClick={() => setOpen(true)}
            disabled={disabled}
          >
            {ADDRESS_PICKER_TEXT.search}
          </Button>
        </InputGroup>
      </Form.Group>
      <Form.Group className="mb-3">
        <Form.Label htmlFor={addrId}>{labels?.addr ?? ADDRESS_PICKER_TEXT.addr}</Form.Label>
        <PickedValue id={addrId} value={addr} error={error} describedBy={describedBy} />
        {error && (
          <Form.Control.Feedback id={feedbackId} type="invalid" role="alert">
            {error}
          </Form.Control.Feedback>
        )}
      </Form.Group>

      <Modal
        show={open}
        onHide={() => setOpen(false)}
        onExited={afterClose}
        restoreFocus={false}
        size="lg"
        fullscreen="sm-down"
        centered
        aria-labelledby={titleId}
      >
        <Modal.Header closeButton closeLabel={ADDRESS_PICKER_TEXT.close}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {ADDRESS_PICKER_TEXT.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="p-0">
          <PostcodeSearch onComplete={choose} onClose={() => setOpen(false)} />
        </Modal.Body>
      </Modal>
    </>
  );
}

interface PostcodeSearchProps {
  onComplete: (data: PostcodeData) => void;
  onClose: () => void;
}

/** The widget embedded in the dialog; mounted each time the dialog opens. */
function PostcodeSearch({ onComplete, onClose }: PostcodeSearchProps) {
  const config = usePublicConfig();
  const scriptUrl = config.data?.postcodeScriptUrl;
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const complete = useEffectEvent(onComplete);
  const close = useEffectEvent((closeState: PostcodeCloseState) => {
    if (closeState === 'FORCE_CLOSE') onClose();
  });

  useEffect(() => {
    if (!container || !scriptUrl) return;
    let active = true;
    loadPostcode(scriptUrl)
      .then((Postcode) => {
        if (!active) return;
        setState('shown');
        new Postcode({
          oncomplete: (data) => {
            if (active) complete(data);
          },
          onclose: (closeState) => {
            if (active) close(closeState);
          },
          width: '100%',
          height: '100%',
        }).embed(container);
      })
      .catch(() => {
        if (active) setState('failed');
      });
    return () => {
      active = false;
      container.replaceChildren();
    };
  }, [container, scriptUrl]);

  if (config.isError || state === 'failed') {
    return (
      <Alert variant="danger" className="m-3">
        {ADDRESS_PICKER_TEXT.loadFailed}
      </Alert>
    );
  }
  return (
    <>
      {state === 'loading' && <LoadingSpinner label={ADDRESS_PICKER_TEXT.loading} />}
      <div
        ref={setContainer}
        className="app-postcode-frame"
        style={{ height: 'min(470px, 75vh)' }}
      />
    </>
  );
}

interface PickedValueProps {
  id: string;
  value: string;
  error?: string;
  describedBy?: string;
}

/** A part of the address as the search filled it: read only, marked with the search's message. */
function PickedValue({ id, value, error, describedBy }: PickedValueProps) {
  return (
    <Form.Control
      id={id}
      value={value}
      readOnly
      isInvalid={Boolean(error)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className="bg-body-tertiary"
    />
  );
}
