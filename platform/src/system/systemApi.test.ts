import { createPortalStore } from '../store/store';
import { json, mockGateway } from '../testing/mockGateway';
import { systemApi, TEST_MODE } from './systemApi';

describe('systemApi', () => {
  test('reads the mode from GET /api/system/mode', async () => {
    mockGateway({ 'GET /api/system/mode': () => json({ isLiveMode: true, mode: 'live' }) });
    const store = createPortalStore();
    expect((await store.dispatch(systemApi.endpoints.getSystemMode.initiate())).data).toEqual({
      isLiveMode: true,
      mode: 'live',
    });
  });

  test.each([
    ['a failed call', () => json({ message: 'Internal error', error: 'INTERNAL' }, 500)],
    ['an unreadable answer', () => json({ mode: 'sometimes' })],
  ])('%s means test mode', async (_case, answer) => {
    mockGateway({ 'GET /api/system/mode': answer });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createPortalStore();
    expect((await store.dispatch(systemApi.endpoints.getSystemMode.initiate())).data).toEqual(TEST_MODE);
  });
});
