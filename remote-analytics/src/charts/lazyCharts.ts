import { lazy } from 'react';

// Each chart, with the nivo package it draws with, loads with its first appearance: the Overview fetches the
// line and the pie, the Spending tab the bar and the line; nivo's core is one chunk they share.
export const LineChart = lazy(() => import(/* webpackChunkName: "analytics-line" */ './LineChart'));
export const PieChart = lazy(() => import(/* webpackChunkName: "analytics-pie" */ './PieChart'));
export const BarChart = lazy(() => import(/* webpackChunkName: "analytics-bar" */ './BarChart'));
