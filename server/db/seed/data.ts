import type { ArtStyle } from './art';

/** Demo creators (English and Chinese bios); the demo_creator account is added from accounts.ts. */
export const CREATORS = [
  {
    loginName: 'mira_okafor',
    name: 'Mira Okafor',
    hue: 12,
    en: 'Lagos-born painter turning market colours into generative light studies.',
    zh: '出生於拉各斯的畫家，把市集的色彩化作生成式光影習作。',
  },
  {
    loginName: 'chen_yating',
    name: '陳雅婷 Yating Chen',
    hue: 200,
    en: 'Taipei illustrator drawing quiet harbours, tea houses and night trains.',
    zh: '台北插畫家，描繪寧靜的港口、茶館與夜行列車。',
  },
  {
    loginName: 'lukas_brenner',
    name: 'Lukas Brenner',
    hue: 150,
    en: 'Architect exploring brutalist geometry in bold flat colour.',
    zh: '建築師，以大膽的平塗色彩探索粗獷主義幾何。',
  },
  {
    loginName: 'aiko_tanaka',
    name: 'Aiko Tanaka',
    hue: 330,
    en: 'Sound artist pairing synthesised chords with slow visual loops.',
    zh: '聲音藝術家，將合成和弦與緩慢的影像循環結合。',
  },
  {
    loginName: 'diego_ramos',
    name: 'Diego Ramos',
    hue: 40,
    en: 'Sculptor in clay and polygons; every piece ships with a 3D twin.',
    zh: '以陶土與多邊形創作的雕塑家，每件作品都附有 3D 分身。',
  },
  {
    loginName: 'wong_kaming',
    name: '黃家明 Ka Ming Wong',
    hue: 260,
    en: 'Hong Kong street photographer collecting neon signs before they vanish.',
    zh: '香港街頭攝影師，在霓虹招牌消失前把它們收藏起來。',
  },
  {
    loginName: 'sofia_lind',
    name: 'Sofia Lind',
    hue: 180,
    en: 'Textile designer weaving Nordic patterns into wearable editions.',
    zh: '紡織設計師，把北歐圖紋織進可穿戴的限量作品。',
  },
  {
    loginName: 'arjun_mehta',
    name: 'Arjun Mehta',
    hue: 95,
    en: 'Creative coder growing gardens out of cellular automata.',
    zh: '創意程式設計師，用細胞自動機培育數位花園。',
  },
  {
    loginName: 'lee_jiwoo',
    name: 'Lee Ji-woo',
    hue: 290,
    en: 'Seoul ceramicist releasing limited physical glazes with certificates.',
    zh: '首爾陶藝家，發行附證書的限量實體釉作。',
  },
] as const;

export type CollectionTheme = {
  name: string;
  slug: string;
  /** Index into the creator list (CREATORS, then demo_creator at CREATORS.length). */
  owner: number;
  style: ArtStyle;
  hue: number;
  description: string;
  nouns: readonly string[];
  category: string;
};

/** Twelve collections; item names are built from each theme's nouns. */
export const COLLECTIONS: CollectionTheme[] = [
  {
    name: 'Aurora Fields',
    slug: 'aurora-fields',
    owner: 0,
    style: 'waves',
    hue: 170,
    category: 'art',
    description: 'Northern lights rendered as rolling colour fields, one sky per token.',
    nouns: ['Drift', 'Veil', 'Glow', 'Ribbon', 'Horizon'],
  },
  {
    name: 'Harbour Lights',
    slug: 'harbour-lights',
    owner: 1,
    style: 'orbs',
    hue: 210,
    category: 'art',
    description: 'Night harbours in soft bokeh: ferries, lanterns and reflections.',
    nouns: ['Ferry', 'Lantern', 'Pier', 'Tide', 'Beacon'],
  },
  {
    name: 'Concrete Poems',
    slug: 'concrete-poems',
    owner: 2,
    style: 'tiles',
    hue: 20,
    category: 'art',
    description: 'Brutalist facades reduced to triangles and primary colour.',
    nouns: ['Facade', 'Stair', 'Block', 'Atrium', 'Column'],
  },
  {
    name: 'Chord Garden',
    slug: 'chord-garden',
    owner: 3,
    style: 'rings',
    hue: 300,
    category: 'music',
    description: 'Each token is a chord and its visual echo; audio editions included.',
    nouns: ['Major', 'Minor', 'Fifth', 'Suspended', 'Seventh'],
  },
  {
    name: 'Polygon Pets',
    slug: 'polygon-pets',
    owner: 4,
    style: 'peaks',
    hue: 45,
    category: 'collectibles',
    description: 'Low-poly companions with 3D models you can spin in the browser.',
    nouns: ['Fox', 'Owl', 'Turtle', 'Cat', 'Whale'],
  },
  {
    name: 'Neon Nights HK',
    slug: 'neon-nights-hk',
    owner: 5,
    style: 'orbs',
    hue: 320,
    category: 'photography',
    description: 'Hong Kong neon signs captured as abstract light before they disappear.',
    nouns: ['Sign', 'Alley', 'Tram', 'Arcade', 'Noodle Bar'],
  },
  {
    name: 'Nordic Weave',
    slug: 'nordic-weave',
    owner: 6,
    style: 'tiles',
    hue: 190,
    category: 'fashion',
    description: 'Knit patterns as digital editions, some with a physical scarf.',
    nouns: ['Scarf', 'Mitten', 'Pattern', 'Loom', 'Stitch'],
  },
  {
    name: 'Cellular Bloom',
    slug: 'cellular-bloom',
    owner: 7,
    style: 'rings',
    hue: 100,
    category: 'art',
    description: 'Gardens grown by cellular automata; several tokens are living loops.',
    nouns: ['Sprout', 'Petal', 'Seed', 'Vine', 'Canopy'],
  },
  {
    name: 'Glaze Studies',
    slug: 'glaze-studies',
    owner: 8,
    style: 'peaks',
    hue: 265,
    category: 'physical',
    description: 'Ceramic glaze tests, each redeemable for the physical tile.',
    nouns: ['Celadon', 'Tenmoku', 'Shino', 'Ash', 'Crackle'],
  },
  {
    name: 'Solar Sketches',
    slug: 'solar-sketches',
    owner: 0,
    style: 'peaks',
    hue: 30,
    category: 'art',
    description: 'Sunrises over imagined ranges, painted in warm gradients.',
    nouns: ['Dawn', 'Ridge', 'Summit', 'Valley', 'Ember'],
  },
  {
    name: 'Demo Originals',
    slug: 'demo-originals',
    owner: 9,
    style: 'waves',
    hue: 230,
    category: 'art',
    description: 'Sample works by the demo creator account — try editing them.',
    nouns: ['Sketch', 'Study', 'Draft', 'Proof', 'Edition'],
  },
  {
    name: 'Demo Objects',
    slug: 'demo-objects',
    owner: 9,
    style: 'tiles',
    hue: 120,
    category: 'physical',
    description: 'Physical goods and 3D objects by the demo creator account.',
    nouns: ['Mug', 'Poster', 'Tote', 'Print', 'Figure'],
  },
];

export const PROPERTY_VALUES = {
  Background: ['Midnight', 'Dawn', 'Ocean', 'Ember', 'Mist', 'Forest'],
  Mood: ['Calm', 'Playful', 'Bold', 'Dreamy', 'Mysterious'],
  Rarity: ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary'],
} as const;
export const LEVEL_NAMES = ['Energy', 'Harmony', 'Detail'] as const;
export const STAT_NAMES = ['Generation', 'Edition', 'Layers'] as const;
export const ADJECTIVES = [
  'Quiet',
  'Golden',
  'Velvet',
  'Electric',
  'Hidden',
  'Lucid',
  'Wild',
  'Silver',
  'Midnight',
  'Amber',
] as const;
