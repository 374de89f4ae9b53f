// Notifications (spec 7: {area}/setting/tg): written once; each console names its descriptor and test call.
// Only the end user's console has this screen for now (systemManagement/notifySetting).
import type { Area } from '../../api/areas';
import type { OperationId } from '../../api/invalidate';
import userChatBot from '../../../forms/user/notify-chat-bot.form.json';
import { defineForm, type FormDescriptor } from '../../schema-form/descriptor';

export interface NotifyConfig {
  chatBot: FormDescriptor;
  /** Sends a test message with the saved setting. */
  testOperation: OperationId;
}

export const NOTIFY_CONFIG: Partial<Record<Area, NotifyConfig>> = {
  user: { chatBot: defineForm(userChatBot), testOperation: 'user-notification-test-tg' },
};
