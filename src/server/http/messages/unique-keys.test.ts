import { describe, expect, it } from 'vitest';
import { accountMessages } from './accounts.ts';
import { adminMessages } from './admin.ts';
import { catalogueMessages } from './catalogue.ts';
import { consultingMessages } from './consulting.ts';
import { journeyMessages } from './journey.ts';
import { notificationMessages } from './notifications.ts';
import { orderMessages } from './orders.ts';
import { paymentMessages } from './payments.ts';

/**
 * The areas' messages are spread into one catalogue, where a key defined twice silently takes the
 * last area's text: a reset code refused as "a catalogue code" once did.
 */
describe('the API message catalogue', () => {
  it('defines each key in one area only', () => {
    const areas = { accountMessages, adminMessages, catalogueMessages, consultingMessages, journeyMessages, notificationMessages, orderMessages, paymentMessages };
    const owners = new Map<string, string[]>();
    for (const [area, messages] of Object.entries(areas)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), area]);
    }
    expect([...owners].filter(([, areasOfKey]) => areasOfKey.length > 1)).toEqual([]);
  });
});
