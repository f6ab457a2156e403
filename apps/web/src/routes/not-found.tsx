import { Link } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { PageShell } from '../components/ui/page.tsx';
import { PATHS } from '../lib/paths.ts';

export default function NotFoundRoute() {
  return (
    <PageShell title="Signal Lost" subtitle="No screen lives at this address.">
      <div className="flex justify-center">
        <Button asChild variant="outline">
          <Link to={PATHS.home}>Back to Main Menu</Link>
        </Button>
      </div>
    </PageShell>
  );
}
