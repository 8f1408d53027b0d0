import { Flex, Skeleton } from '@moneta/shared/ui';
import { ScreenHeading } from '@moneta/shared/ui/dashboard';
import type { FrameHeading } from '@moneta/shared';
import { DashboardFrame } from '../shell/DashboardLayout';
import { Navbar } from '../shell/Navbar';

/**
 * A dashboard screen's first frame as the app draws it once signed in: the navbar, the sidebar, the screen's
 * heading, and a skeleton where its content will be. The footer starts below the fold, so it is left out.
 */
export function Frame({ heading }: { heading: FrameHeading | null }) {
  return (
    <div className="app">
      <Navbar />
      <main className="app-main">
        <DashboardFrame>
          <Flex vertical gap="large">
            {heading ? <ScreenHeading title={heading.title} description={heading.description} /> : null}
            <Skeleton active paragraph={{ rows: 6 }} />
          </Flex>
        </DashboardFrame>
      </main>
    </div>
  );
}
