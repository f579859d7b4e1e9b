import {
  notificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsReply,
} from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { FormCheck } from '@/components/form-field';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { SectionCard } from '@/components/section-card';
import { useToast } from '@/components/toast';
import { useFormWrite } from '@/components/use-form-write';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import { NOTIFICATION_SCREEN_TEXT as TEXT } from '../notification-text';

/** Where the messages that always go out are sent. */
function AlwaysSent({ settings }: { settings: NotificationSettingsReply }) {
  return (
    <SectionCard title={TEXT.alwaysTitle} intro={TEXT.always} className="mb-4">
      <ul className="mb-0 ps-3">
        <li>{settings.email ? TEXT.emailTo(settings.email) : TEXT.noEmail}</li>
        <li>{settings.phone ? TEXT.alimtalkTo(settings.phone) : TEXT.noPhone}</li>
      </ul>
    </SectionCard>
  );
}

const ALIMTALK_HINT_ID = 'notification-alimtalk-hint';
// Under a switch's label, past the switch (Bootstrap's .form-switch padding).
const UNDER_LABEL = { marginLeft: '2.5em' };

/** '알림톡 받기' without a phone: off and disabled, saying how to turn it on. */
function AlimtalkNeedsPhone() {
  return (
    <div className="mb-3">
      <Form.Check
        type="switch"
        id="notification-alimtalk"
        label={TEXT.alimtalk}
        checked={false}
        disabled
        aria-describedby={ALIMTALK_HINT_ID}
        readOnly
      />
      <Form.Text id={ALIMTALK_HINT_ID} className="d-block" style={UNDER_LABEL}>
        {TEXT.alimtalkNeedsPhone} <Link to={paths.passwordCheck}>{TEXT.modifyMyInfo}</Link>
      </Form.Text>
    </div>
  );
}

function Help({ children }: { children: string }) {
  return (
    <Form.Text className="d-block mb-3" style={UNDER_LABEL}>
      {children}
    </Form.Text>
  );
}

function SettingsForm({ settings }: { settings: NotificationSettingsReply }) {
  const toast = useToast();
  const save = useSaveNotificationSettings();
  const form = useContractForm(notificationSettingsSchema, {
    idPrefix: 'notification',
    defaultValues: {
      restock: settings.restock,
      // Kept as chosen while there is no phone, so adding one later brings it back.
      alimtalk: settings.alimtalk,
      marketing: settings.marketing,
    } satisfies NotificationSettings,
  });
  const submit = useFormWrite(form, async (values) => {
    const reply = await save.mutateAsync(values);
    toast.show(reply.message);
  });

  return (
    <SectionCard title={TEXT.choicesTitle}>
      <Form noValidate onSubmit={submit}>
        <FormCheck form={form} name="restock" type="switch" label={TEXT.restock} />
        <Help>{TEXT.restockHelp}</Help>
        {settings.phone ? (
          <>
            <FormCheck form={form} name="alimtalk" type="switch" label={TEXT.alimtalk} />
            <Help>{TEXT.alimtalkHelp}</Help>
          </>
        ) : (
          <AlimtalkNeedsPhone />
        )}
        <FormCheck form={form} name="marketing" type="switch" label={TEXT.marketing} />
        <Help>{TEXT.marketingHelp}</Help>
        <FormActions submitLabel={TEXT.save} pending={save.isPending} />
      </Form>
    </SectionCard>
  );
}

/** `/member/notifications`: the messages that always go out, and the member's choices. */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  return (
    <PageFrame narrow>
      {settings.isPending && <LoadingSpinner label={TEXT.loadingSettings} />}
      {settings.isError && (
        <Alert variant="warning" className="text-center">
          {errorMessage(settings.error).text}
        </Alert>
      )}
      {settings.data && (
        <>
          <AlwaysSent settings={settings.data} />
          <SettingsForm settings={settings.data} />
        </>
      )}
    </PageFrame>
  );
}

export { NotificationSettingsPage as Component };
