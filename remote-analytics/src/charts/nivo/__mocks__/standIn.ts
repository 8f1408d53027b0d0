// The tests' stand-in for a nivo chart (see ../line.ts): an empty chart image with the role and label it was
// given, and the data it received on an attribute, so a test can read what the chart would draw.
import { createElement, forwardRef, type Ref } from 'react';

interface ChartProps {
  role?: string;
  ariaLabel?: string;
  data: unknown;
}

export function standIn(kind: string) {
  return forwardRef(function NivoStandIn({ role, ariaLabel, data }: ChartProps, ref: Ref<SVGSVGElement>) {
    return createElement('svg', {
      ref,
      role,
      'aria-label': ariaLabel,
      'data-chart': kind,
      'data-points': JSON.stringify(data),
    });
  });
}
