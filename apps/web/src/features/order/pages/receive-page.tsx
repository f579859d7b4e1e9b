import { canCustomerMove, ORDER_TEXT, receiveExecBodySchema } from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FactList } from '@/components/fact-list';
import { FormActions } from '@/components/form-actions';
import { TextField } from '@/components/form-field';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { useFinishWrite } from '@/components/use-finish-write';
import { paths, withQuery } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useMyInfo } from '../api/get-my-info';
import { useReceiveInfo } from '../api/get-receive-info';
import { ORDER_FORM_WIDTH } from '../components/order-layout';
import { WrongAccess } from '../components/wrong-access';
import { failure } from '../order-errors';
import { useOrderManageSeq } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { formatDateTime } from '@/lib/format';

const receiveFormSchema = receiveExecBodySchema.pick({ memo: true });

/** `/receive/{orderId}` and `/receive/exec?orderManageSeq=`: the customer confirms receipt. */
export function ReceivePage() {
  const seq = useOrderManageSeq();
  if (seq === null) return <WrongAccess />;
  return (
    <PageFrame narrow={ORDER_FORM_WIDTH}>
      <ReceiveForm seq={seq} />
    </PageFrame>
  );
}

function ReceiveForm({ seq }: { seq: number }) {
  const info = useReceiveInfo(seq);
  const myInfo = useMyInfo();
  const confirm = useConfirmReceipt();
  const finish = useFinishWrite();
  const form = useContractForm(receiveFormSchema, {
    idPrefix: 'receive',
    defaultValues: { memo: '' },
  });

  if (info.isPending) return <LoadingSpinner label={ORDER_SCREEN_TEXT.loadingReceive} />;
  if (info.isError) return <Alert variant="warning">{ORDER_TEXT.receiveLoadFailed}</Alert>;

  const allowed = canCustomerMove(info.data.status, 'RV.CPLT');
  const submit = form.submit(async ({ memo }) => {
    if (!allowed) return;
    const body = {
      orderManageSeq: seq,
      memberNo: myInfo.data?.memberNo ?? null,
      memo: memo.trim(),
    };
    try {
      finish(await confirm.mutateAsync(body), paths.orderList);
    } catch {
      finish({ message: failure(ORDER_TEXT.receiveFailed) }, paths.home);
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
            ['주문일', formatDateTime(info.data.orderDate)],
          ]}
        />
      </Card>
      {allowed ? (
        <Alert variant="warning" role="note">
          <p className="mb-2">{ORDER_TEXT.receiveEndsReturn}</p>
          {canCustomerMove(info.data.status, 'RT.REQ') && (
            <LinkButton
              to={withQuery(paths.returnRequest, { orderNo: info.data.orderNo })}
              variant="outline-dark"
              size="sm"
            >
              반품 신청
            </LinkButton>
          )}
        </Alert>
      ) : (
        <Alert variant="info">{ORDER_SCREEN_TEXT.receiveNotAllowed}</Alert>
      )}
      <TextField
        form={form}
        name="memo"
        label="메모"
        rows={4}
        maxLength={500}
        disabled={!allowed}
      />
      <FormActions
        cancelTo={paths.orderList}
        cancelLabel="돌아가기"
        submitLabel="수령 확인"
        disabled={!allowed}
        pending={confirm.isPending}
      />
    </Form>
  );
}

export { ReceivePage as Component };
