import { Flex, Typography } from '@moneta/shared/ui';

/**
 * A version's lines; those that differ from the other version's are shown strong. A line empty on both sides is
 * left out; empty on one side only, it shows as a dash, so the person sees that this version has none.
 */
export function VersionLines({ lines, other }: { lines: readonly string[]; other: readonly string[] }) {
  return (
    <Flex vertical>
      {lines.map((line, index) =>
        line === '' && !other[index] ? null : (
          <Typography.Text key={index} strong={line !== other[index]} style={{ overflowWrap: 'anywhere' }}>
            {line === '' ? '—' : line}
          </Typography.Text>
        ),
      )}
    </Flex>
  );
}
