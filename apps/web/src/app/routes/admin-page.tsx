import {
  Award,
  Bell,
  ChartColumnBig,
  History,
  Inbox,
  KeyRound,
  Lightbulb,
  Mail,
  MailPlus,
  MessageSquareText,
  Search,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { brand } from '../../tenants';

const SECTIONS: { to: string; title: string; text: string; icon: LucideIcon }[] = [
  { to: '/admin/alerts', title: 'Alerts', text: 'Messages shown above every page, with an optional link and time window.', icon: Bell },
  { to: '/admin/users', title: 'Users', text: 'Find users and give or take admin and pro rights.', icon: Users },
  {
    to: '/admin/invitations',
    title: 'Invitations',
    text: 'Invite people by e-mail, one or a CSV file of up to 10,000, with pro or admin rights.',
    icon: MailPlus,
  },
  {
    to: '/admin/certificates',
    title: 'Certificates',
    text: "Learners' certificates for completed courses and paths; revoke one that should not stand.",
    icon: Award,
  },
  { to: '/admin/tokens', title: 'Tokens', text: 'Personal access tokens for scripts, each with its own abilities.', icon: KeyRound },
  { to: '/email', title: 'Manage Emails', text: 'Addresses that receive the contact form and bug feedback.', icon: Mail },
  { to: '/admin/feedback', title: 'Feedback', text: 'What learners said about lessons, courses and the portal.', icon: MessageSquareText },
  { to: '/admin/outbox', title: 'Outbox', text: 'Mail the portal sent, and whether it was delivered.', icon: Inbox },
  { to: '/admin/audit', title: 'Audit log', text: 'Who changed what, and when, with a CSV export.', icon: History },
  { to: '/admin/search', title: 'Searches', text: 'What visitors search for most, and the searches that found nothing.', icon: Search },
  {
    to: '/admin/insights',
    title: 'Insights',
    text: 'Active learners, course completion, where learners stop, hard questions, ratings and favourites.',
    icon: ChartColumnBig,
  },
  {
    to: '/admin/topic-requests',
    title: 'Topic requests',
    text: 'Topics visitors and learners asked for; mark them handled.',
    icon: Lightbulb,
  },
  {
    to: '/admin/webhooks',
    title: 'Webhooks',
    text: 'Send account, completion and certificate events to another system; see and replay each delivery.',
    icon: Webhook,
  },
];

/** /admin: the entry of the administration area. */
export default function AdminPage() {
  usePageTitle('Administration');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">Administration</h1>
      <p className="mt-3 text-gray-700">Everything here applies to {brand.academyName} only.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-4 rounded-card border border-gray-200 bg-white p-5 transition-colors hover:border-brand hover:bg-brand-soft"
            >
              <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand" />
              <span>
                <span className="block text-lg font-bold text-gray-900">{title}</span>
                <span className="mt-1 block text-sm text-gray-700">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
