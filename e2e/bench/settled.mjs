/** Resolves once nothing on the page shows as loading (antd's skeletons and spinners) and the network is quiet. */
export async function settled(page) {
  await page.waitForFunction(() => !document.querySelector('.ant-skeleton, .ant-spin-spinning'), null, {
    timeout: 120_000,
  });
  await page.waitForLoadState('networkidle');
}
