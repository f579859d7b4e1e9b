import type { Message } from '@store/contract';
import { useState } from 'react';
import type { To } from 'react-router';
import { useFinishWrite } from './use-finish-write';
import { SAVED_TOAST_MS } from './write-feedback';

interface Write<V, R> {
  mutateAsync: (variables: V) => Promise<R>;
  isPending: boolean;
}

/** A form that modifies a versioned record: who hears of a refused save first. */
export interface StaleEditProps {
  /**
   * A refused modify goes here first (the stale-edit notice keeps what it knows); what it throws
   * on is shown on the form.
   */
  onRefused?: (error: unknown) => void;
}

export interface RecordSaveOptions<R> extends StaleEditProps {
  /**
   * The record the form modifies; without it the form adds one. A versioned record's version
   * when the form was filled is sent with the save, so a save over a record changed since (a
   * purchase, an adjustment, another edit) is refused instead of undoing it; a later read of the
   * record does not move it.
   */
  record: { seq: number; version?: number } | undefined;
  /** Where a saved record leads, given the added reply (its seq) or the modified record's seq. */
  doneTo: (saved: R | { seq: number }) => To;
}

/**
 * The save of a catalogue form's multipart body: an add, or a modify of the record `seq`; then
 * the short saved toast and the next screen.
 */
export function useRecordSave<R extends { message: Message }>(
  add: Write<FormData, R>,
  modify: Write<{ seq: number; body: FormData }, { message: Message }>,
  { record, doneTo, onRefused }: RecordSaveOptions<R>,
) {
  const finish = useFinishWrite();
  const seq = record?.seq;
  const [readVersion] = useState(record?.version);
  const saved = { durationMs: SAVED_TOAST_MS };
  return {
    pending: seq === undefined ? add.isPending : modify.isPending,
    save: async (body: FormData) => {
      if (readVersion !== undefined) body.append('version', String(readVersion));
      if (seq === undefined) {
        const reply = await add.mutateAsync(body);
        finish(reply, doneTo(reply), saved);
        return;
      }
      await modify
        .mutateAsync({ seq, body })
        .then((reply) => finish(reply, doneTo({ seq }), saved), onRefused);
    },
  };
}
