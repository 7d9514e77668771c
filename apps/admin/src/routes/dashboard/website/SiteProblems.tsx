import type { SiteProblem } from '@studio/contracts';
import { Card, Heading, Stack, Text } from '@studio/ui';
import { useSiteProblems } from '../../../api/dashboard/website';
import { formatDateTime } from '../formatDateTime';

const whereOf = (problem: SiteProblem) =>
  problem.path === null ? 'Every page' : `Page ${problem.path}`;

/**
 * Says which pages of the public site could not be updated and why (they show their last
 * published version until the next publish renders them again). With `entryId`, only the pages
 * of that entry; nothing when the site is up to date.
 */
export function SiteProblems({ entryId }: { entryId?: string }) {
  const problems = useSiteProblems();
  const shown = (problems.data ?? []).filter(
    (problem) => entryId === undefined || problem.entryId === entryId,
  );
  if (shown.length === 0) return null;
  return (
    <Card padding="sm" role="alert" aria-labelledby="site-problems-heading" id="site-problems">
      <Stack gap="2">
        <Heading level={2} size="sm" id="site-problems-heading">
          The site could not be updated
        </Heading>
        <Text>
          These pages still show their last published version; the next publish tries them again.
        </Text>
        <Stack as="ul" gap="1">
          {shown.map((problem) => (
            <li key={problem.path ?? ''}>
              <Text>
                <Text as="strong" weight="semibold">
                  {whereOf(problem)}
                </Text>
                : {problem.reason} (since {formatDateTime(problem.since)})
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
