// Stands in for antd's Tabs inside antd's Card (see tooling/webpack.cjs): Moneta's cards have no tab bar.
export default function CardTabs() {
  throw new Error('Card tabList is not available in Moneta: render Tabs inside the card instead.');
}
