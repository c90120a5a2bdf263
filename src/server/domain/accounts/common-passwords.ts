/**
 * A bundled list of the most common passwords (public breach top lists, plus names of this
 * academy), refused by D6. Checked together with their obvious variants: upper case, leading and
 * trailing digits or symbols ("Password123!") and the usual letter swaps ("P@ssw0rd").
 */
const COMMON_PASSWORDS = new Set([
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon',
  '123123', 'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666',
  'qwertyuiop', '123321', 'mustang', '1234567890', 'michael', '654321', 'superman', '1qaz2wsx', '7777777',
  '121212', '000000', 'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh',
  'hunter', 'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou', '2000',
  'charlie', 'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george',
  'computer', 'michelle', 'jessica', 'pepper', '1111', 'zxcvbn', '555555', '11111111', '131313', 'freedom',
  '777777', 'pass', 'maggie', '159753', 'aaaaaa', 'ginger', 'princess', 'joshua', 'cheese', 'amanda',
  'summer', 'love', 'ashley', 'nicole', 'chelsea', 'biteme', 'matthew', 'access', 'yankees', '987654321',
  'dallas', 'austin', 'thunder', 'taylor', 'matrix', 'mobilemail', 'mom', 'monitor', 'monitoring', 'montana',
  'moon', 'moscow', 'welcome', 'welcome1', 'admin', 'administrator', 'root', 'toor', 'passw0rd', 'password1',
  'password12', 'password123', 'password1234', 'p@ssw0rd', 'p@ssword', 'pa55word', 'passwort', 'motdepasse',
  'contraseña', 'qwerty123', 'qwerty1', 'qwertyui', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e', '1qaz2wsx3edc',
  'zaq12wsx', 'zaq1zaq1', 'q1w2e3r4', 'q1w2e3r4t5', 'abcdef', 'abcdefg', 'abcdefgh', 'abcd1234', 'abc12345',
  'a1b2c3', 'a1b2c3d4', 'asdf', 'asdfasdf', 'asdfghjkl', 'asd123', 'zxcv1234', 'changeme', 'default',
  'guest', 'test', 'test123', 'testing', 'secret', 'secret123', 'letmein1', 'login', 'hello', 'hello123',
  'hellokitty', 'iloveyou1', 'lovely', 'loveme', 'lover', 'flower', 'sweety', 'angel', 'angels', 'baby',
  'babygirl', 'beautiful', 'butterfly', 'cookie', 'chocolate', 'princess1', 'rainbow', 'purple', 'orange',
  'banana', 'apple', 'pokemon', 'naruto', 'pikachu', 'minecraft', 'roblox', 'fortnite', 'superstar',
  'starwars1', 'whatever', 'trustme', 'nothing', 'samsung', 'iphone', 'google', 'facebook', 'twitter',
  'instagram', 'linkedin', 'youtube', 'microsoft', 'windows', 'linux', 'ubuntu', 'oracle', 'cisco', 'dell',
  'lenovo', 'huawei', 'xiaomi', 'apple123', 'mypassword', 'mypass1', 'password!', 'password@',
  'passwordpassword', '88888888', '66666666', '99999999', '12341234', '11223344', '00000000', '1234qwer',
  'qwer1234', 'qweasd', 'qweasdzxc', 'qazxsw', '147258369', '147258', '159357', '246810', '13579', '5201314',
  '520520', '1314520', 'woaini', 'woaini1314', 'wangyu', 'zhangwei', 'liuyang', 'aini1314', 'aaaaaaaa',
  'abcabc', '123abc', 'abc123456', 'iloveu', 'jesus', 'christ', 'god', 'blessed', 'heaven', 'angel1',
  'shalom', 'grace', 'faith', 'hope', 'family', 'friends', 'friend', 'football1', 'baseball1', 'basketball',
  'soccer1', 'tennis', 'golf', 'hockey1', 'jordan23', 'lakers', 'yankees1', 'cowboys', 'eagles', 'steelers',
  'packers', 'mustang1', 'ferrari', 'porsche', 'mercedes', 'bmw', 'corvette', 'harley1', 'chevy', 'ford',
  'camaro', 'scooter', 'tigers', 'lions', 'bears', 'dolphin', 'dolphins', 'shark', 'eagle', 'falcon', 'hawk',
  'phoenix', 'dragon1', 'tiger', 'panther', 'jaguar', 'wolf', 'wolverine', 'spiderman', 'batman1',
  'superman1', 'ironman', 'hulk', 'thor', 'avengers', 'marvel', 'dc', 'joker', 'matrix1', 'neo', 'trinity',
  'morpheus', 'master1', 'killer1', 'hunter1', 'shadow1', 'ranger1', 'sniper', 'warrior', 'ninja', 'samurai',
  'knight', 'legend', 'hero', 'champion', 'winner', 'victory', 'success', 'money', 'money1', 'dollar',
  'cash', 'rich', 'business', 'company', 'office', 'work', 'school', 'student', 'teacher', 'college',
  'university', 'summer1', 'winter', 'spring', 'autumn', 'monday', 'friday', 'sunday', 'january', 'december',
  'london', 'paris', 'berlin', 'tokyo', 'beijing', 'shanghai', 'newyork', 'chicago', 'boston', 'dallas1',
  'texas', 'florida', 'california', 'canada', 'america', 'usa', 'england', 'france', 'germany', 'china',
  'japan', 'korea', 'india', 'russia', 'brazil', 'mexico', 'australia', 'admin123', 'admin1', 'root123',
  'user', 'user123', 'demo', 'demo123', 'guest123', 'test1', 'test1234', 'temp', 'temp123', 'pass123',
  'pass1234', 'welcome123', 'letmein123', 'changeme123', 'qwerty12', 'qwerty1234', 'asdf1234', 'zxcvbnm1',
  '1qazxsw2', '!qaz2wsx', 'everbright', 'everbright1', 'academy', 'academy1', 'boruiacademy', 'gifted',
  'student1', 'parent', 'parent1', 'children', 'kids',
]);

const LOOKALIKES: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '$': 's', '5': 's', '7': 't' };

function variantsOf(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const core = lower.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
  const unswapped = lower.replace(/[@4310!$57]/g, (character) => LOOKALIKES[character] ?? character);
  const unswappedCore = core.replace(/[@4310!$57]/g, (character) => LOOKALIKES[character] ?? character);
  return [lower, core, unswapped, unswappedCore].filter((variant) => variant.length > 0);
}

export function isCommonPassword(password: string): boolean {
  return variantsOf(password).some((variant) => COMMON_PASSWORDS.has(variant));
}

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;
