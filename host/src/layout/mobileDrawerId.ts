/** The drawer's element id, which the header's menu button controls. */
export const MOBILE_DRAWER_ID = 'mobile-drawer';
