import type { Image } from '@store/contract';
import { useCallback, useState, type ChangeEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FieldFrame } from './form-field';

/** The image types the server takes (checked again there by content). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

const TILE_SIZE = 120;

export interface ImageUploadFieldProps {
  id: string;
  label: string;
  /** Files chosen and not yet saved. */
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** Several files (added to those already chosen) or one (replacing it). */
  multiple?: boolean;
  /** Images already saved, shown above the chooser. */
  existing?: readonly Image[];
  /** Names of saved images marked for removal. */
  removed?: readonly string[];
  /** Without it the saved images are shown only (a single image is replaced, not removed). */
  onToggleRemoved?: (name: string) => void;
  error?: string;
  help?: ReactNode;
}

/** A preview of a chosen file; its object URL lives as long as the image element. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <img
      ref={attach}
      alt={alt}
      width={TILE_SIZE}
      height={TILE_SIZE}
      className="rounded border object-fit-cover"
    />
  );
}

/**
 * An image file chooser with previews of the chosen files (each can be dropped before saving) and
 * of the saved images (each can be marked for removal).
 */
export function ImageUploadField({
  id,
  label,
  files,
  onFilesChange,
  multiple = false,
  existing = [],
  removed = [],
  onToggleRemoved,
  error,
  help,
}: ImageUploadFieldProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // Emptied so that choosing the same file again (after dropping it) is seen as a change.
    input.value = '';
    if (chosen.length === 0) return;
    onFilesChange(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
  };

  const previews = files.length > 0 && (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0">
      {files.map((file, index) => (
        <li key={`${index}-${file.name}-${file.size}`} style={{ width: TILE_SIZE }}>
          <FilePreview file={file} alt={`선택한 파일 ${index + 1}: ${file.name}`} />
          <div className="small text-truncate" title={file.name}>
            {file.name}
          </div>
          <Button
            variant="outline-danger"
            size="sm"
            className="w-100 mt-1"
            aria-label={`빼기: ${file.name}`}
            onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
          >
            빼기
          </Button>
        </li>
      ))}
    </ul>
  );

  return (
    <FieldFrame id={id} label={label} error={error} help={help} after={previews}>
      {(control) => (
        <>
          {existing.length > 0 && (
            <div className="mb-2">
              <p className="small text-body-secondary mb-1">등록된 이미지</p>
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                {existing.map((image, index) => {
                  const isRemoved = removed.includes(image.name);
                  return (
                    <li key={image.name} className={isRemoved ? 'opacity-50' : undefined}>
                      <img
                        src={image.path}
                        alt={`등록된 이미지 ${index + 1}`}
                        width={TILE_SIZE}
                        height={TILE_SIZE}
                        loading="lazy"
                        className="rounded border object-fit-cover d-block"
                      />
                      {onToggleRemoved && (
                        <Form.Check
                          id={`${id}-saved-${index}`}
                          type="checkbox"
                          className="small mt-1"
                          label="삭제"
                          checked={isRemoved}
                          onChange={() => onToggleRemoved(image.name)}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          <Form.Control
            {...control}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple={multiple}
            onChange={choose}
          />
        </>
      )}
    </FieldFrame>
  );
}

/** Files chosen for a field and the names of its saved images marked for removal. */
export function useImageUploads() {
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  return {
    files,
    removed,
    /** The field's own props: the chosen files and the removal marks. */
    field: {
      files,
      onFilesChange: setFiles,
      removed,
      onToggleRemoved: (name: string) =>
        setRemoved((current) =>
          current.includes(name) ? current.filter((item) => item !== name) : [...current, name],
        ),
    },
  };
}
