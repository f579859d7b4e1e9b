import { useParams } from 'react-router';

/** The `:seq` of the address as a positive whole number, or null when it is anything else. */
export function useSeqParam(): number | null {
  const { seq } = useParams();
  const value = Number(seq);
  return seq !== undefined && Number.isInteger(value) && value > 0 ? value : null;
}
