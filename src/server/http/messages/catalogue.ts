import type { Language } from '../../../shared/language.ts';

/** Messages of the back office's catalogue and content (issue 7). */
export const catalogueMessages = {
  promotionNotBelowPrice: { en: 'The promotion price must be below the price', cn: '促销价必须低于原价' },
  maxStudentsBelowMin: { en: 'The most students cannot be fewer than the least', cn: '最多学生数不能少于最少学生数' },
  equityEndBeforeStart: { en: 'The end date cannot be before the start date', cn: '结束日期不能早于开始日期' },
  pictureAddressInvalid: { en: 'Upload a picture or give an https address', cn: '请上传图片或填写 https 地址' },
  joinUrlInvalid: { en: 'The classroom link must be an https address', cn: '上课链接必须是 https 地址' },
  linkInvalid: { en: 'A link starts with /, https:// or mailto:', cn: '链接须以 /、https:// 或 mailto: 开头' },
  catalogueCodeInvalid: { en: 'A code has letters, digits, - or _ only', cn: '代码只能包含字母、数字、- 或 _' },
  timeInvalid: { en: 'Enter a time as HH:mm', cn: '请按 HH:mm 格式填写时间' },
  seatsBelowTaken: {
    en: 'The seats cannot be fewer than the {{taken}} already taken',
    cn: '名额不能少于已占用的 {{taken}} 个',
  },
  capacityBelowTaken: {
    en: 'The capacity cannot be below the {{taken}} seats already booked',
    cn: '容量不能少于已预约的 {{taken}} 个座位',
  },
  classNeedsTimetable: {
    en: "Choose the course's timetable and course system, and save, before adding classes",
    cn: '添加课节前，请先为课程选择课表和课程体系并保存',
  },
  classHasBookings: {
    en: 'Families have booked this class: move it to another time instead of cancelling it',
    cn: '已有家庭预约该课节：请改期，而不要取消',
  },
  classAlreadyCancelled: { en: 'This class has already been cancelled', cn: '该课节已取消' },
  unknownReference: { en: 'A chosen {{field}} does not exist', cn: '所选的{{field}}不存在' },
  productSaved: { en: 'The course was saved', cn: '课程已保存' },
  classSaved: { en: 'The class was saved', cn: '课节已保存' },
  classCancellationSaved: { en: 'The class was cancelled', cn: '课节已取消' },
  contentBlockNotFound: { en: 'This content block does not exist', cn: '该内容块不存在' },
  blocksChanged: {
    en: 'The blocks of this page changed meanwhile; reload and reorder again',
    cn: '该页面的内容块已被修改，请刷新后重新排序',
  },
  contentSaved: { en: 'The change is live on the site', cn: '修改已在网站上生效' },
  facultyMemberNotFound: { en: 'This faculty entry does not exist', cn: '该师资条目不存在' },
  articleSlugTaken: { en: 'Another article already uses this address', cn: '已有文章使用该地址' },
  entryNotFound: { en: 'This entry does not exist', cn: '该条目不存在' },
  homeItemNotFound: { en: 'This item of the home page does not exist', cn: '首页上不存在该项' },
  homeListChanged: {
    en: 'This list changed meanwhile; reload and reorder again',
    cn: '该列表已被修改，请刷新后重新排序',
  },
  lastSlideNotDeletable: {
    en: 'The home page needs at least one hero slide: add another before removing this one',
    cn: '首页至少需要一张轮播图：请先添加一张，再删除这一张',
  },
  buttonLinkInvalid: { en: 'A button link starts with / or https://', cn: '按钮链接须以 / 或 https:// 开头' },
  buttonNeedsText: { en: 'A button with a link needs its English text', cn: '有链接的按钮需要填写英文文字' },
  buttonNeedsLink: { en: 'A button with a text needs a link', cn: '有文字的按钮需要填写链接' },
} satisfies Record<string, Record<Language, string>>;
