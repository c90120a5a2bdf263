import { describe, expect, it } from 'vitest';
import { GUARDED_PATHS, isGuardedPath, loginPathFor, redirectTargetOf } from './route-guard.ts';

const targetOf = (search: string) => redirectTargetOf(new URLSearchParams(search));

describe('route guard (spec §2)', () => {
  it('guards exactly the listed paths', () => {
    expect(GUARDED_PATHS).toHaveLength(13);
    expect(isGuardedPath('/user/child')).toBe(true);
    expect(isGuardedPath('/user/child/')).toBe(true);
    expect(isGuardedPath('/apply/inspire')).toBe(true);
    for (const open of ['/user/teacher', '/user/feedback', '/user/requirement/upload', '/order-detail', '/home', '/login']) {
      expect(isGuardedPath(open)).toBe(false);
    }
  });

  it('sends a visitor to /login with redirect and the original query', () => {
    expect(loginPathFor('/user/child', '?tab=2&page=3')).toBe('/login?redirect=%2Fuser%2Fchild&tab=2&page=3');
    expect(loginPathFor('/apply', '')).toBe('/login?redirect=%2Fapply');
  });

  it('returns to redirect with its query after login', () => {
    expect(targetOf('redirect=%2Fuser%2Fchild&tab=2&page=3')).toBe('/user/child?tab=2&page=3');
    expect(targetOf('redirect=/course-detail?id=7')).toBe('/course-detail?id=7');
    expect(targetOf(loginPathFor('/user/order', '?status=1').split('?')[1])).toBe('/user/order?status=1');
  });

  it('keeps ordinary paths, dot segments inside the site included', () => {
    expect(targetOf('redirect=/user/./child')).toBe('/user/child');
    expect(targetOf('redirect=/user/order/../child')).toBe('/user/child');
    expect(targetOf('redirect=/course-detail?name=%E4%B8%AD%E6%96%87')).toBe('/course-detail?name=%E4%B8%AD%E6%96%87');
    expect(targetOf(`redirect=${encodeURIComponent('/course-detail?q=50%')}`)).toBe('/course-detail?q=50%');
  });

  it('never follows another origin or a standalone page', () => {
    for (const bad of [
      'redirect=https://evil.example',
      'redirect=//evil.example/x',
      'redirect=/\\evil.example',
      'redirect=%2F%09%2Fevil.example',
      'redirect=javascript:alert(1)',
      'redirect=user/child',
      'redirect=/login',
      'redirect=/register/foreign',
      'redirect=',
      '',
      // Dot segments that resolve to another origin, and the encoded forms of every trick.
      'redirect=/.//evil.example',
      'redirect=/./%2F/evil.example',
      'redirect=/a/..//evil.example',
      'redirect=%2F%2Fevil.example',
      'redirect=/%2F%2Fevil.example',
      'redirect=/%252F%252Fevil.example',
      'redirect=/%5Cevil.example',
      'redirect=/%5C%5Cevil.example',
      'redirect=/%09/evil.example',
      'redirect=https:evil.example',
      'redirect=https:%2F%2Fevil.example',
      'redirect=/%E0%A4%A',
      `redirect=${encodeURIComponent('/./%2F/evil.example')}`,
      `redirect=${encodeURIComponent('/%2E/%2F/evil.example')}`,
    ]) {
      expect(targetOf(bad), bad).toBeNull();
    }
  });
});
