export { createTracker, type Tracker, type TrackEvent, type TrackingSettings } from './tracker';
export { TAG_SERVICE_URL, tagScriptUrl } from './tagScript';
export { useTrack } from './useTrack';
export { usePageViewTracking } from './usePageViewTracking';
export { usePhoneClickTracking, PHONE_CALL_EVENT } from './usePhoneClickTracking';
export { PhoneLink, type PhoneLinkProps } from './PhoneLink';
export { phoneHref } from '@portal/platform-common/links';
