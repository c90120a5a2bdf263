import type { layout as english } from '../en/layout.ts';
import type { Catalogue } from '../catalogue-shape.ts';
import { INSIGHTS_ZH, INSPIRE_ZH } from '../../../shared/programmes.ts';

export const layout: Catalogue<typeof english> = {
  nav: {
    label: '主导航',
    home: '首页',
    about: '关于我们',
    assessments: '学术测评',
    programs: '课程项目',
    insights: INSIGHTS_ZH,
    inspire: INSPIRE_ZH,
    courses: '全部课程',
    teach: '加入教学',
    faculty: '师资团队',
    submenu: '{{section}}子菜单',
  },
  header: {
    homeLink: '博睿学院首页',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    menuTitle: '菜单',
  },
  language: {
    title: '语言',
    trigger: '语言：{{current}}',
    english: 'English',
    chinese: '简体中文',
  },
  account: {
    signup: '注册',
    login: '登录',
    loginOrSignup: '登录或注册',
    myAccount: '我的账户',
  },
  footer: {
    intro:
      '博睿学院让 K-12 资优学生与真正热爱学科的老师相遇：直播小班课、一对一导师指导与入学测评，无论家在何处，都能在线学习。',
    coursesTitle: '热门课程',
    allCourses: '查看全部课程',
    exploreTitle: '探索',
    news: '新闻与活动',
    contact: '联系我们',
    contactTitle: '联系方式',
    address: '中国上海市长宁区延安西路 1288 号明光大厦 18 楼（邮编 200050）',
    admissionsPhone: '招生咨询',
    internationalPhone: '海外热线',
    supportEmail: '客服邮箱',
    hours: '周一至周五 9:00–18:00，周六 9:00–17:00（北京时间）',
    followTitle: '关注我们',
    wechat: '微信公众号：扫码关注',
    wechatAlt: '博睿学院微信公众号二维码',
    policiesTitle: '隐私与条款',
    privacy: '隐私声明',
    terms: '使用条款',
    copyright: '© {{year}} 博睿学院 版权所有',
  },
};
