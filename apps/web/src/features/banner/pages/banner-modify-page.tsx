import { BANNER_TEXT, bannerModifySchema, type Banner } from '@store/contract';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { useConfirmedWrite } from '@/components/confirm-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormActions } from '@/components/form-actions';
import { FormCheck } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { RecordFrame, type MissingRecord } from '@/components/record-frame';
import { useToast } from '@/components/toast';
import { useSeqParam } from '@/components/use-seq-param';
import { SAVED_TOAST_MS, serverMessageOr, warning } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { toMultipart } from '@/lib/multipart';
import { useBanner } from '../api/get-banner';
import { useModifyBanner } from '../api/modify-banner';
import { BANNER_SCREEN_TEXT } from '../banner-text';
import { BannerTextFields } from '../components/banner-text-fields';

const MISSING: MissingRecord = { text: BANNER_TEXT.notFound, listTo: paths.bannerList };

const notFound = () => warning(BANNER_TEXT.notFound);

export function BannerModifyPage() {
  const seq = useSeqParam();
  const banner = useBanner(seq);
  return (
    <RecordFrame narrow query={banner} missing={MISSING} failure={notFound}>
      {(record) => <BannerModifyForm banner={record} />}
    </RecordFrame>
  );
}

interface BannerModifyValues {
  title: string;
  link: string;
  useYn: boolean;
}

function BannerModifyForm({ banner }: { banner: Banner }) {
  const toast = useToast();
  const modify = useModifyBanner();
  const [images, setImages] = useState<File[]>([]);
  const form = useContractForm(bannerModifySchema, {
    idPrefix: 'banner-modify',
    defaultValues: {
      title: banner.title,
      link: banner.link,
      useYn: banner.useYn,
    } satisfies BannerModifyValues,
  });
  const [title, link, useYn] = useWatch({
    control: form.control,
    name: ['title', 'link', 'useYn'],
  });
  const complete = title.trim() !== '' && link.trim() !== '';

  const saving = useConfirmedWrite({
    write: () => {
      const body = toMultipart({ ...form.getValues(), image: images.slice(0, 1) });
      return modify.mutateAsync({ seq: banner.seq, body });
    },
    doneTo: paths.bannerList,
    doneToastMs: SAVED_TOAST_MS,
    onFailure: (error) => {
      form.showServerErrors(error);
      toast.show(serverMessageOr(error, { text: BANNER_TEXT.modifyFailed, type: 'error' }));
    },
  });

  return (
    <>
      <Form noValidate onSubmit={form.submit(() => saving.ask())}>
        <BannerTextFields form={form} />
        <Form.Group className="mb-3">
          <FormCheck form={form} name="useYn" type="switch" label="사용 여부" />
          <Form.Text>{useYn ? BANNER_TEXT.inUse : BANNER_TEXT.notInUse}</Form.Text>
        </Form.Group>
        <ImageUploadField
          id={form.id('image')}
          label="배너 이미지"
          files={images}
          onFilesChange={setImages}
          existing={
            banner.path ? [{ name: BANNER_SCREEN_TEXT.currentImage, path: banner.path }] : []
          }
          error={form.fieldError('image')}
          help={BANNER_SCREEN_TEXT.replaceImageHint}
        />
        <FormActions
          cancelTo={paths.bannerList}
          submitLabel="저장"
          disabled={!complete}
          pending={modify.isPending}
        />
      </Form>
      <ConfirmDialog
        {...saving.dialog}
        title={BANNER_SCREEN_TEXT.modifyTitle}
        pending={modify.isPending}
      >
        {BANNER_SCREEN_TEXT.modifyConfirm}
      </ConfirmDialog>
    </>
  );
}

export { BannerModifyPage as Component };
