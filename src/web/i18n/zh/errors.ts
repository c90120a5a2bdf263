import type { errors as english } from '../en/errors.ts';
import type { Catalogue } from '../catalogue-shape.ts';

export const errors: Catalogue<typeof english> = {
  notFoundTitle: '找不到该页面',
  notFoundBody: '页面可能已移动，或链接有误。',
  genericTitle: '出错了',
  genericBody: '请刷新页面或稍后再试。',
  backHome: '返回首页',
};
