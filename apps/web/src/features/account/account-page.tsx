import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PageShell } from '../../components/ui/page.tsx';
import { PATHS } from '../../lib/paths.ts';
import { DataSection, DeleteSection } from './danger-zone.tsx';
import { EmailSection } from './email-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { SessionsSection } from './sessions-section.tsx';

interface AccountPageProps {
  readonly email: string;
  readonly refreshEmail: () => Promise<string | null>;
  /** After the account is gone: forget everything and leave for /auth. */
  readonly onDeleted: () => void;
}

/** The account page: access code, sessions, e-mail, data download and deletion. */
export function AccountPage({ email, refreshEmail, onDeleted }: AccountPageProps) {
  return (
    <PageShell title="Account" subtitle="// identity, sessions and your data" width="md">
      <div className="grid gap-6">
        <PasswordSection />
        <SessionsSection />
        <EmailSection email={email} refreshEmail={refreshEmail} />
        <DataSection />
        <DeleteSection onDeleted={onDeleted} />
        <Button asChild variant="ghost" className="justify-self-start">
          <Link to={PATHS.home}>
            <ArrowLeft aria-hidden="true" />
            Back to Main Menu
          </Link>
        </Button>
      </div>
    </PageShell>
  );
}
