import type { content as english } from '../en/content.ts';
import type { Catalogue } from '../catalogue-shape.ts';

export const content: Catalogue<typeof english> = {
  loading: '页面加载中',
  opensInNewTab: '{{text}}（在新标签页打开）',
  metaTitle: '{{title}} · 博睿学院',
  unavailableTitle: '本页正在更新',
  unavailableText: '请稍后再来看看，网站的其他内容一切如常。',
};
