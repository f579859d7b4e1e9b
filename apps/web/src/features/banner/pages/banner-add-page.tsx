import { BANNER_TEXT, bannerAddSchema } from '@store/contract';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { FormActions } from '@/components/form-actions';
import { ImageUploadField } from '@/components/image-upload-field';
import { PageFrame } from '@/components/page-frame';
import { useFinishWrite } from '@/components/use-finish-write';
import { useFormWrite } from '@/components/use-form-write';
import { SAVED_TOAST_MS } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { toMultipart } from '@/lib/multipart';
import { useAddBanner } from '../api/add-banner';
import { BANNER_SCREEN_TEXT } from '../banner-text';
import { BannerTextFields } from '../components/banner-text-fields';

export function BannerAddPage() {
  const finish = useFinishWrite();
  const add = useAddBanner();
  const [images, setImages] = useState<File[]>([]);
  const form = useContractForm(bannerAddSchema, {
    idPrefix: 'banner-add',
    defaultValues: { title: '', link: '' },
  });
  const [title, link] = useWatch({ control: form.control, name: ['title', 'link'] });
  const [image] = images;
  const complete = title.trim() !== '' && link.trim() !== '' && image !== undefined;

  const submit = useFormWrite(
    form,
    async (values) => {
      if (!image) return;
      const reply = await add.mutateAsync(toMultipart({ ...values, image: [image] }));
      finish(reply, paths.bannerList, { durationMs: SAVED_TOAST_MS });
    },
    { fieldMap: { codes: { BANNER_IMAGE_REQUIRED: 'image' } } },
  );

  return (
    <PageFrame narrow>
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
        <FormActions
          cancelTo={paths.bannerList}
          submitLabel="등록"
          disabled={!complete}
          pending={add.isPending}
        />
      </Form>
    </PageFrame>
  );
}

export { BannerAddPage as Component };
