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
  classStatus: {
    forming_one: '成班中：{{enrolled}}/{{count}} 名学生',
    forming_other: '成班中：{{enrolled}}/{{count}} 名学生',
    confirmed: '已确认开班',
    seatsLeft_one: '仅剩 {{count}} 个名额',
    seatsLeft_other: '仅剩 {{count}} 个名额',
    full: '已满：可加入候补名单',
    cancelled: '已取消',
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
  /** A teacher's note or homework on a class, wherever it is read (issue 29). */
  classNote: {
    note: '课堂笔记',
    homework: '作业',
    due: '截止：{{time}}',
    file: '附件：{{name}}',
  },
};
