import { common } from './common.ts';
import { errors } from './errors.ts';
import { layout } from './layout.ts';
import { home } from './home.ts';
import { content } from './content.ts';
import { timetable } from './timetable.ts';
import { products } from './products.ts';
import { faculty } from './faculty.ts';
import { news } from './news.ts';
import { calendar } from './calendar.ts';

/** The English texts of the pages every visitor sees. */
export const publicPart = { common, errors, layout, home, content, timetable, products, faculty, news, calendar };
