import {
  SHOP_INFO_LABELS,
  shopInfoBodySchema,
  type ShopInfo,
  type ShopInfoField,
} from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormActions } from '@/components/form-actions';
import { TextField } from '@/components/form-field';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { useFormWrite } from '@/components/use-form-write';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useContractForm } from '@/lib/form';
import { useShopInfo } from '@/lib/shop-info';
import { useSaveShopInfo } from '../api/save-shop-info';
import { STOREFRONT_SCREEN_TEXT as TEXT } from '../storefront-text';

type ShopInfoValues = Record<ShopInfoField, string>;

/** The fields in the order the footer shows them, with how each is typed. */
const FIELDS: readonly {
  name: ShopInfoField;
  maxLength: number;
  type?: 'email' | 'tel';
  hint?: string;
}[] = [
  { name: 'companyName', maxLength: 100 },
  { name: 'ceoName', maxLength: 50 },
  { name: 'businessAddress', maxLength: 300 },
  { name: 'businessNo', maxLength: 12, hint: TEXT.hints.businessNo },
  { name: 'mailOrderNo', maxLength: 50, hint: TEXT.hints.mailOrderNo },
  { name: 'csPhone', maxLength: 14, type: 'tel', hint: TEXT.hints.csPhone },
  { name: 'csHours', maxLength: 200, hint: TEXT.hints.csHours },
  { name: 'email', maxLength: 254, type: 'email' },
  { name: 'hostingProvider', maxLength: 100 },
  { name: 'privacyOfficer', maxLength: 50, hint: TEXT.hints.privacyOfficer },
];

const valuesOf = (info: ShopInfo): ShopInfoValues =>
  Object.fromEntries(FIELDS.map(({ name }) => [name, info[name]])) as ShopInfoValues;

function ShopInfoForm({ info }: { info: ShopInfo }) {
  const toast = useToast();
  const save = useSaveShopInfo();
  const form = useContractForm(shopInfoBodySchema, {
    idPrefix: 'shop-info',
    defaultValues: valuesOf(info),
  });
  const submit = useFormWrite(form, async (values) => {
    const reply = await save.mutateAsync(values);
    // As the server keeps them: the numbers with their hyphens, the e-mail in lower case.
    form.reset(valuesOf(reply.info));
    toast.show(reply.message);
  });
  return (
    <Form noValidate onSubmit={submit}>
      {FIELDS.map(({ name, maxLength, type, hint }) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={SHOP_INFO_LABELS[name]}
          maxLength={maxLength}
          type={type}
          help={hint}
        />
      ))}
      <FormActions submitLabel={TEXT.save} pending={save.isPending} />
    </Form>
  );
}

/** `/shop/info`: the business details every page's footer and every mail show (DESIGN §17). */
export function AdminShopInfoPage() {
  const info = useShopInfo({ fresh: true });
  return (
    <PageFrame narrow>
      <p className="text-body-secondary">{TEXT.infoIntro}</p>
      {info.isPending && <LoadingSpinner label={TEXT.loadingInfo} />}
      {info.isError && <Alert variant="warning">{errorMessage(info.error).text}</Alert>}
      {info.data && (
        <>
          <p className="small text-body-secondary">
            {info.data.updateDttm === null
              ? TEXT.neverSaved
              : TEXT.lastSaved(formatDateTime(info.data.updateDttm))}
          </p>
          <ShopInfoForm info={info.data} />
        </>
      )}
    </PageFrame>
  );
}

export { AdminShopInfoPage as Component };
