import {
  canCustomerMove,
  formatKoreaDateTime,
  ORDER_TEXT,
  receiveExecBodySchema,
} from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form-field';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useMyInfo } from '../api/get-my-info';
import { useReceiveInfo } from '../api/get-receive-info';
import { FactList } from '../components/fact-list';
import { OrderFrame } from '../components/order-frame';
import { WrongAccess } from '../components/wrong-access';
import { failure } from '../order-errors';
import { useOrderManageSeq } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';

const receiveFormSchema = receiveExecBodySchema.pick({ memo: true });

/** `/receive/{orderId}` and `/receive/exec?orderManageSeq=`: the customer confirms receipt. */
export function ReceivePage() {
  const seq = useOrderManageSeq();
  if (seq === null) return <WrongAccess />;
  return (
    <OrderFrame title="수령 확인" narrow>
      <ReceiveForm seq={seq} />
    </OrderFrame>
  );
}

function ReceiveForm({ seq }: { seq: number }) {
  const info = useReceiveInfo(seq);
  const myInfo = useMyInfo();
  const confirm = useConfirmReceipt();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useContractForm(receiveFormSchema, {
    idPrefix: 'receive',
    defaultValues: { memo: '' },
  });

  if (info.isPending) return <LoadingSpinner label={ORDER_SCREEN_TEXT.loadingReceive} />;
  if (info.isError) return <Alert variant="warning">{ORDER_TEXT.receiveLoadFailed}</Alert>;

  const allowed = canCustomerMove(info.data.status, 'RV.CPLT');
  const submit = form.submit(async ({ memo }) => {
    if (!allowed) return;
    try {
      const reply = await confirm.mutateAsync({
        orderManageSeq: seq,
        memberNo: myInfo.data?.memberNo ?? null,
        memo: memo.trim(),
      });
      toast.show(reply.message);
      void navigate(paths.orderList);
    } catch {
      toast.show(failure(ORDER_TEXT.receiveFailed));
      void navigate(paths.home);
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <Card body className="mb-4">
        <FactList
          facts={[
            ['주문번호', info.data.orderNo],
            ['상품명', info.data.productName],
            ['주문 상태', info.data.statusName],
            ['주문일', formatKoreaDateTime(info.data.orderDate)],
          ]}
        />
      </Card>
      {!allowed && <Alert variant="info">{ORDER_SCREEN_TEXT.receiveNotAllowed}</Alert>}
      <FormField form={form} name="memo" label="메모">
        {(control) => (
          <Form.Control {...control} as="textarea" rows={4} maxLength={500} disabled={!allowed} />
        )}
      </FormField>
      <div className="d-flex justify-content-end gap-2">
        <LinkButton to={paths.orderList} variant="outline-secondary">
          돌아가기
        </LinkButton>
        <Button type="submit" disabled={!allowed || confirm.isPending}>
          수령 확인
        </Button>
      </div>
    </Form>
  );
}

export { ReceivePage as Component };
