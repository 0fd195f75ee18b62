import { useState, type ReactNode } from 'react';
import { KeyRound, MailCheck, UserCheck, UserX } from 'lucide-react';
import { useParams } from 'react-router';
import { idSchema, type LearnerPage as Learner } from '@academy/shared';
import { dangerButton, secondaryButton } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/spinner';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { DateTime } from '../../../components/admin/date-time';
import { useLearner } from '../api/get-learner';
import { useLearnerAction } from '../api/learner-action';
import { LearnerCertificates, LearnerCourses, LearnerMail, LearnerPaths } from './learner-sections';

const learnerName = (user: Learner['user']) => `${user.firstName} ${user.lastName}`.trim() || user.login;

/** /admin/users/{userId}: one learner of the portal, their progress and mail, and what an admin can do for them (decision 050). */
export default function LearnerPage() {
  const { userId = '' } = useParams();
  if (!idSchema.safeParse(userId).success) return <NotFoundPage />;
  return <LearnerDetail userId={userId} />;
}

function LearnerDetail({ userId }: { userId: string }) {
  const { data: learner } = useLearner(userId);
  if (!learner) return <PageSpinner />;
  return (
    <AdminScreen
      title={learnerName(learner.user)}
      back={{ to: '/admin/users', label: 'Users' }}
      actions={<AccountActions learner={learner} />}
    >
      <div className="space-y-8">
        <AccountFacts learner={learner} />
        <LearnerCourses learner={learner} />
        <LearnerPaths paths={learner.paths} />
        <LearnerCertificates certificates={learner.certificates} />
        <LearnerMail mail={learner.mail} />
      </div>
    </AdminScreen>
  );
}

function AccountActions({ learner }: { learner: Learner }) {
  const action = useLearnerAction();
  const [confirming, setConfirming] = useState(false);
  const { user, hasEmbeddedSignIn } = learner;
  const active = user.deactivatedAt === null;
  const run = (kind: 'verification-mail' | 'password-reset-mail' | 'deactivate' | 'reactivate') =>
    action.mutate({ kind, userId: user.userId }, { onSettled: () => setConfirming(false) });
  return (
    <>
      {active && hasEmbeddedSignIn && !user.isEmailVerified && (
        <button type="button" className={secondaryButton} disabled={action.isPending} onClick={() => run('verification-mail')}>
          <MailCheck aria-hidden="true" className="h-4 w-4" />
          Resend verification e-mail
        </button>
      )}
      {active && hasEmbeddedSignIn && (
        <button type="button" className={secondaryButton} disabled={action.isPending} onClick={() => run('password-reset-mail')}>
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          Send password reset e-mail
        </button>
      )}
      {active ? (
        <button type="button" className={dangerButton} disabled={action.isPending} onClick={() => setConfirming(true)}>
          <UserX aria-hidden="true" className="h-4 w-4" />
          Deactivate account
        </button>
      ) : (
        <button type="button" className={secondaryButton} disabled={action.isPending} onClick={() => run('reactivate')}>
          <UserCheck aria-hidden="true" className="h-4 w-4" />
          Reactivate account
        </button>
      )}
      <ConfirmDialog
        title={`Deactivate ${learnerName(user)}?`}
        confirmLabel="Deactivate account"
        isOpen={confirming}
        isPending={action.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run('deactivate')}
      >
        <p>
          {user.login} is signed out everywhere at once and cannot sign in until the account is reactivated. Personal access tokens the
          account made are revoked for good.
        </p>
      </ConfirmDialog>
    </>
  );
}

function AccountFacts({ learner }: { learner: Learner }) {
  const { user, hasEmbeddedSignIn } = learner;
  const facts: [string, ReactNode][] = [
    [
      'E-mail',
      <span key="login" className="break-all">
        {user.login}
      </span>,
    ],
    [
      'E-mail status',
      user.isEmailVerified ? 'Verified' : hasEmbeddedSignIn ? 'Not verified: admin and pro rights wait for it' : 'Not verified',
    ],
    [
      'Account',
      user.deactivatedAt ? (
        <span key="state">
          Deactivated since <DateTime value={user.deactivatedAt} />
        </span>
      ) : (
        'Active'
      ),
    ],
    ['Rights', [user.isAdmin && 'Administrator', user.isPro && 'Pro'].filter(Boolean).join(', ') || 'Learner'],
    ['Sign-in', hasEmbeddedSignIn ? "The academy's own" : 'Another identity provider'],
    ['Joined', <DateTime key="joined" value={user.createdAt} />],
    ['Last seen', <DateTime key="seen" value={user.lastSeenAt} empty="Never" />],
  ];
  return (
    <section aria-labelledby="account-heading">
      <h2 id="account-heading" className="text-xl font-bold text-gray-900">
        Account
      </h2>
      <dl className="mt-3 grid max-w-3xl gap-x-6 gap-y-3 rounded-card border border-gray-200 bg-white p-6 sm:grid-cols-[10rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-semibold text-gray-600">{term}</dt>
            <dd className="break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
