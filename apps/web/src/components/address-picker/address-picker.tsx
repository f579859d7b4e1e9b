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
  loadFailed: '주소 검색 서비스를 불러오지 못했습니다. 우편번호와 주소를 직접 입력해주세요.',
  typeByHand: '직접 입력하기',
  typedHint: '우편번호 5자리와 도로명 또는 지번 주소를 직접 입력해주세요.',
  postCodeInvalid: '우편번호는 숫자 5자리로 입력해주세요.',
} as const;

/** How long the search may take to appear before the address can be typed instead. */
export const POSTCODE_LOAD_TIMEOUT_MS = 10_000;

const POSTCODE_PATTERN = /^\d{5}$/;

export interface AddressPickerProps {
  postCode: string;
  addr: string;
  /**
   * Called with what changed: both parts when an address is chosen from the search; only the
   * typed part when the search cannot load and they are typed, so that a keystroke never writes
   * back the other part as it was at the last render.
   */
  onChange: (change: Partial<PickedAddress>) => void;
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
 * Postcode and address, filled from the Daum/Kakao postcode search shown in a dialog, read-only
 * while the search works. When its script cannot be loaded (blocked, offline, too slow) both
 * become fields to type in, the postcode checked as five digits; the search stays there to try
 * again. The detail address stays the form's own field (pass its ref as `detailRef`).
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
  const [typed, setTyped] = useState(false);
  const [postCodeLeft, setPostCodeLeft] = useState(false);
  const picked = useRef(false);
  const typeNext = useRef(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const postCodeInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const postCodeId = `${idPrefix}-postCode`;
  const addrId = `${idPrefix}-addr`;
  const feedbackId = `${idPrefix}-address-feedback`;
  const hintId = `${idPrefix}-address-hint`;
  const postCodeFeedbackId = `${idPrefix}-postCode-feedback`;

  // Typed by hand, the postcode has its own message; the form's message about the address shows
  // once the postcode is right.
  const postCodeError =
    typed && (postCodeLeft || error) && !POSTCODE_PATTERN.test(postCode)
      ? ADDRESS_PICKER_TEXT.postCodeInvalid
      : undefined;
  const addrError = typed ? (postCodeError ? undefined : error) : error;

  const choose = (data: PostcodeData) => {
    picked.current = true;
    onChange(toPickedAddress(data));
    setOpen(false);
  };

  const typeByHand = () => {
    typeNext.current = true;
    setOpen(false);
  };

  // The dialog gives the focus back itself only when nothing was chosen; after a choice the
  // person types the detail address next, and after '직접 입력하기' the postcode.
  const afterClose = () => {
    let target: HTMLElement | null = searchButton.current;
    if (picked.current) target = detailRef?.current ?? null;
    else if (typeNext.current) target = postCodeInput.current;
    picked.current = false;
    typeNext.current = false;
    target?.focus();
  };

  return (
    <>
      <Form.Group className="mb-3">
        <Form.Label htmlFor={postCodeId}>
          {labels?.postCode ?? ADDRESS_PICKER_TEXT.postCode}
        </Form.Label>
        <InputGroup hasValidation>
          {typed ? (
            <Form.Control
              ref={postCodeInput}
              id={postCodeId}
              value={postCode}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              disabled={disabled}
              isInvalid={Boolean(postCodeError)}
              aria-invalid={postCodeError ? true : undefined}
              aria-describedby={postCodeError ? `${postCodeFeedbackId} ${hintId}` : hintId}
              onChange={(event) =>
                onChange({ postCode: event.target.value.replace(/\D/g, '').slice(0, 5) })
              }
              onBlur={() => setPostCodeLeft(true)}
            />
          ) : (
            <PickedValue
              id={postCodeId}
              value={postCode}
              error={error}
              describedBy={error ? feedbackId : undefined}
            />
          )}
          <Button
            ref={searchButton}
            variant="outline-secondary"
            onClick={() => setOpen(true)}
            disabled={disabled}
          >
            {ADDRESS_PICKER_TEXT.search}
          </Button>
          {postCodeError && (
            <Form.Control.Feedback id={postCodeFeedbackId} type="invalid" role="alert">
              {postCodeError}
            </Form.Control.Feedback>
          )}
        </InputGroup>
        {typed && (
          <Form.Text id={hintId} className="d-block">
            {ADDRESS_PICKER_TEXT.typedHint}
          </Form.Text>
        )}
      </Form.Group>
      <Form.Group className="mb-3">
        <Form.Label htmlFor={addrId}>{labels?.addr ?? ADDRESS_PICKER_TEXT.addr}</Form.Label>
        {typed ? (
          <Form.Control
            id={addrId}
            value={addr}
            autoComplete="address-line1"
            maxLength={200}
            disabled={disabled}
            isInvalid={Boolean(addrError)}
            aria-invalid={addrError ? true : undefined}
            aria-describedby={addrError ? feedbackId : undefined}
            onChange={(event) => onChange({ addr: event.target.value })}
          />
        ) : (
          <PickedValue
            id={addrId}
            value={addr}
            error={addrError}
            describedBy={addrError ? feedbackId : undefined}
          />
        )}
        {addrError && (
          <Form.Control.Feedback id={feedbackId} type="invalid" role="alert">
            {addrError}
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
          <PostcodeSearch
            onComplete={choose}
            onClose={() => setOpen(false)}
            onUnavailable={() => setTyped(true)}
            onTypeByHand={typeByHand}
          />
        </Modal.Body>
      </Modal>
    </>
  );
}

interface PostcodeSearchProps {
  onComplete: (data: PostcodeData) => void;
  onClose: () => void;
  /** The search cannot be shown: the address is to be typed. */
  onUnavailable: () => void;
  onTypeByHand: () => void;
}

/** The widget embedded in the dialog; mounted each time the dialog opens. */
function PostcodeSearch({ onComplete, onClose, onUnavailable, onTypeByHand }: PostcodeSearchProps) {
  const config = usePublicConfig();
  const scriptUrl = config.data?.postcodeScriptUrl;
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const complete = useEffectEvent(onComplete);
  const close = useEffectEvent((closeState: PostcodeCloseState) => {
    if (closeState === 'FORCE_CLOSE') onClose();
  });
  const failed = config.isError || state === 'failed';
  const unavailable = useEffectEvent(onUnavailable);

  useEffect(() => {
    if (failed) unavailable();
  }, [failed]);

  useEffect(() => {
    if (!container) return;
    let active = true;
    // A script that neither loads nor fails (a filter holding it back) counts as failed.
    const timer = setTimeout(() => {
      if (active) setState((current) => (current === 'loading' ? 'failed' : current));
    }, POSTCODE_LOAD_TIMEOUT_MS);
    if (scriptUrl) {
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
    }
    return () => {
      active = false;
      clearTimeout(timer);
      container.replaceChildren();
    };
  }, [container, scriptUrl]);

  if (failed) {
    return (
      <div className="m-3">
        <Alert variant="warning">{ADDRESS_PICKER_TEXT.loadFailed}</Alert>
        <Button onClick={onTypeByHand}>{ADDRESS_PICKER_TEXT.typeByHand}</Button>
      </div>
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
