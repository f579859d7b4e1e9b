import { BANNER_TEXT, bannerAddSchema } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ImageUploadField } from '@/components/image-upload-field';
import { LinkButton } from '@/components/link-button';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { SAVED_TOAST_MS } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { useAddBanner } from '../api/add-banner';
import { BANNER_SCREEN_TEXT } from '../banner-text';
import { BannerTextFields } from '../components/banner-text-fields';

export function BannerAddPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const add = useAddBanner();
  const [images, setImages] = useState<File[]>([]);
  const form = useContractForm(bannerAddSchema, {
    idPrefix: 'banner-add',
    defaultValues: { title: '', link: '' },
  });
  const [title, link] = useWatch({ control: form.control, name: ['title', 'link'] });
  const [image] = images;
  const complete = title.trim() !== '' && link.trim() !== '' && image !== undefined;

  const submit = form.submit(async (values) => {
    if (!image) return;
    const body = new FormData();
    body.append('title', values.title.trim());
    body.append('link', values.link.trim());
    body.append('image', image);
    try {
      const reply = await add.mutateAsync(body);
      toast.show(reply.message, SAVED_TOAST_MS);
      void navigate(paths.bannerList);
    } catch (error) {
      form.showServerErrors(error, { codes: { BANNER_IMAGE_REQUIRED: 'image' } });
      toast.show(errorMessage(error));
    }
  });

  return (
    <PageFrame title="배너 등록" narrow>
      <Form noValidate onSubmit={submit}>
        <BannerTextFields form={form} />
        <ImageUploadField
          id={form.id('image')}
          label="배너 이미지"
          files={images}
          onFilesChange={setImages}
          error={form.fieldError('image')}
          help={image ? BANNER_SCREEN_TEXT.imageHint : BANNER_TEXT.imageRequired}
        />
        <div className="d-flex justify-content-end gap-2">
          <LinkButton to={paths.bannerList} variant="outline-secondary">
            취소
          </LinkButton>
          <Button type="submit" disabled={!complete || add.isPending}>
            등록
          </Button>
        </div>
      </Form>
    </PageFrame>
  );
}

export { BannerAddPage as Component };
