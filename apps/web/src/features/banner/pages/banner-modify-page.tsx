import { BANNER_TEXT, bannerModifySchema, type Banner } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FormCheck } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { useErrorToast } from '@/components/use-error-toast';
import { useSeqParam } from '@/components/use-seq-param';
import { SAVED_TOAST_MS, serverMessageOr, warning } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useBanner } from '../api/get-banner';
import { useModifyBanner } from '../api/modify-banner';
import { BANNER_SCREEN_TEXT } from '../banner-text';
import { BannerTextFields } from '../components/banner-text-fields';

const notFound = () => warning(BANNER_TEXT.notFound);

export function BannerModifyPage() {
  const seq = useSeqParam();
  const banner = useBanner(seq);
  useErrorToast(banner.error, notFound);

  const missing = seq === null || banner.isError;
  return (
    <PageFrame title="배너 수정" narrow>
      {!missing && banner.isPending && <LoadingSpinner />}
      {missing && (
        <EmptyState text={BANNER_TEXT.notFound} action={{ label: '목록', to: paths.bannerList }} />
      )}
      {banner.data && <BannerModifyForm banner={banner.data} />}
    </PageFrame>
  );
}

interface BannerModifyValues {
  title: string;
  link: string;
  useYn: boolean;
}

function BannerModifyForm({ banner }: { banner: Banner }) {
  const navigate = useNavigate();
  const toast = useToast();
  const modify = useModifyBanner();
  const [images, setImages] = useState<File[]>([]);
  const [confirming, setConfirming] = useState(false);
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

  const askToSave = form.submit(() => setConfirming(true));

  const save = async () => {
    const values = form.getValues();
    const body = new FormData();
    body.append('title', values.title.trim());
    body.append('link', values.link.trim());
    body.append('useYn', String(values.useYn));
    const [image] = images;
    if (image) body.append('image', image);
    try {
      const reply = await modify.mutateAsync({ seq: banner.seq, body });
      toast.show(reply.message, SAVED_TOAST_MS);
      void navigate(paths.bannerList);
    } catch (error) {
      form.showServerErrors(error);
      toast.show(serverMessageOr(error, { text: BANNER_TEXT.modifyFailed, type: 'error' }));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Form noValidate onSubmit={askToSave}>
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
        <div className="d-flex justify-content-end gap-2">
          <LinkButton to={paths.bannerList} variant="outline-secondary">
            취소
          </LinkButton>
          <Button type="submit" disabled={!complete || modify.isPending}>
            저장
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        show={confirming}
        title={BANNER_SCREEN_TEXT.modifyTitle}
        pending={modify.isPending}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      >
        {BANNER_SCREEN_TEXT.modifyConfirm}
      </ConfirmDialog>
    </>
  );
}

export { BannerModifyPage as Component };
