import type { OutboxMessage } from '@academy/shared';
import { AdminScreen } from '../../components/admin-screen';
import { useOutbox } from '../api/get-outbox';
import { formatWhen } from '../feedback-labels';
import { ScrollRegion } from './scroll-region';

const th = 'px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-700';
const td = 'px-3 py-3 align-top text-sm text-gray-800';
const KIND_LABELS: Record<OutboxMessage['kind'], string> = { contact: 'Contact', verification: 'Verification code', feedback: 'Bug report', learner: 'Learner notification' };
const STATUS_LABELS: Record<OutboxMessage['status'], string> = { sent: 'Sent', kept: 'Kept (no SMTP)', failed: 'Failed' };

/** /admin/outbox: every message the portal sent or kept, newest first, with its text. */
export default function OutboxPage() {
  const messages = useOutbox();
  return (
    <AdminScreen
      title="Outbox"
      back={{ to: '/admin', label: 'Administration' }}
      intro={`The portal's last ${messages.length === 1 ? 'message' : `${messages.length} messages`}: contact messages, verification codes and bug reports. Without a mail server they are kept here instead of sent.`}
    >
      {messages.length === 0 ? (
        <p className="mt-8 rounded-card border border-gray-200 bg-white p-6 text-gray-700">No mail yet.</p>
      ) : (
        <div className="mt-8">
          <ScrollRegion label="Outbox messages">
            <table className="w-full min-w-[52rem] border-collapse">
              <thead className="border-b border-gray-200 bg-gray-50">
                <tr>
                  <th scope="col" className={th}>Created</th>
                  <th scope="col" className={th}>Kind</th>
                  <th scope="col" className={th}>To</th>
                  <th scope="col" className={`${th} w-2/5`}>Subject and message</th>
                  <th scope="col" className={th}>Status</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {messages.map((message) => (
                  <tr key={message.id}>
                    <td className={`${td} whitespace-nowrap`}>{formatWhen(message.createdAt)}</td>
                    <td className={td}>{KIND_LABELS[message.kind]}</td>
                    <td className={`${td} break-all`}>
                      {message.to}
                      {message.replyTo && <span className="block text-xs text-gray-600">Reply-To: {message.replyTo}</span>}
                    </td>
                    <td className={td}>
                      <details>
                        <summary className="cursor-pointer font-semibold text-gray-900">{message.subject}</summary>
                        <pre className="mt-2 font-sans break-words whitespace-pre-wrap text-gray-800">{message.body}</pre>
                      </details>
                    </td>
                    <td className={td}>{STATUS_LABELS[message.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
    </AdminScreen>
  );
}
