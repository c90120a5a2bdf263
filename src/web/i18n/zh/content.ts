import type { content as english } from '../en/content.ts';
import type { Catalogue } from '../catalogue-shape.ts';

export const content: Catalogue<typeof english> = {
  loading: '页面加载中',
  opensInNewTab: '{{text}}（在新标签页打开）',
  metaTitle: '{{title}} · 博睿学院',
  unavailableTitle: '本页正在更新',
  unavailableText: '请稍后再来看看，网站的其他内容一切如常。',
  assessmentPrice: {
    free: '测评免费',
    freeText: '预约测评不收取任何费用，也无需承诺报名：选择 2 至 4 个科目和 3 个方便的时间，我们会确认其中一个。',
    price: '测评费用为 {{price}}',
    priceText: '选择 2 至 4 个科目和 3 个方便的时间，我们会确认其中一个。',
    book: '预约测评',
  },
};
