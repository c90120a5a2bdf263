import type { common as english } from '../en/common.ts';
import type { Catalogue } from '../catalogue-shape.ts';

export const common: Catalogue<typeof english> = {
  brand: '博睿学院',
  brandShort: '博睿',
  tagline: '面向 K-12 资优学生的在线学院',
  loading: '加载中…',
  retry: '重试',
  close: '关闭',
  expand: '展开',
  collapse: '收起',
  learnMore: '了解更多',
  showFewer: '收起',
  carousel: {
    previous: '上一个',
    next: '下一个',
    position: '第 {{current}} 个，共 {{total}} 个',
    slide: '幻灯片',
  },
  skipToContent: '跳到主要内容',
  social: {
    listLabel: '博睿学院社交媒体',
    linkLabel: '{{network}}（在新标签页中打开）',
    facebook: 'Facebook',
    x: 'X（Twitter）',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
  },
};
