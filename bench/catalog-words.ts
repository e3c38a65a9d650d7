/** Word lists for the catalogue benchmark: item, collection and creator names that read like real ones. */

const words = (text: string) => text.split(/\s+/).filter(Boolean);

export const ADJECTIVES = words(`
  Quiet Golden Velvet Electric Hidden Lucid Wild Silver Midnight Amber Crimson Frozen Gentle Hollow
  Iron Jade Lunar Misty Neon Oceanic Pale Radiant Rusty Sacred Scarlet Silent Solar Stormy Sunken
  Tidal Twilight Urban Vivid Wandering Whispering Ancient Brave Cosmic Distant Dusty Emerald Fading
  Fierce Floating Glowing Hazy Ivory Kinetic Lost Magnetic Mellow Mystic Noble Obsidian Painted Polar
  Prismatic Restless Royal Sapphire Shattered Shimmering Sleepy Smoky Spiral Starlit Steady Stellar
  Sweet Tangled Tender Thunder Tiny Turquoise Velour Violet Woven Young Zesty Arctic Blazing Bold
  Bright Calm Clever Copper Curious Dreamy Eternal Feral Fiery Gilded Graceful Humble Infinite Liquid
  Marble Molten Orbital Paper
`);

export const NOUNS = words(`
  Galaxy Harbour Lantern Meadow Horizon Ribbon Drift Veil Glow Ferry Pier Tide Beacon Sprout Petal
  Seed Vine Canopy Celadon Ember Ridge Summit Valley Sketch Study Draft Proof Edition Scarf Mitten
  Pattern Loom Stitch Chord Melody Rhythm Echo Anthem Ballad Sonata Dragon Phoenix Tiger Falcon Otter
  Fox Whale Panda Koala Raven Castle Tower Bridge Garden Temple Forest Island Canyon Desert Glacier
  Comet Nebula Planet Orbit Eclipse Aurora Meteor Quasar Pulsar Cosmos Portrait Mosaic Fresco Collage
  Etching Mural Tapestry Vessel Figure Relic Robot Circuit Pixel Signal Cipher Engine Rocket Voyager
  Station Module Crown Blade Shield Amulet Chalice Scroll Compass Anchor Feather Crystal Lotus Orchid
  Maple Willow Cedar Bamboo Blossom Thistle Fern Ivy Market Alley Rooftop Subway Neon Skyline Avenue
  Plaza Harbor Lighthouse Sneaker Jacket Hoodie Cap Tote Poster Mug Print Tile Vase
`);

/** Chinese, Japanese and Korean words: names of a share of items, collections and creators. */
export const CJK_WORDS = words(`
  星空 花園 夜市 港灣 月光 山水 龍舟 茶館 雨夜 彩虹 陶藝 書法 燈籠 竹林 櫻花 海浪 鳳凰 熊貓 古城 晨曦 さくら ゆめ ひかり うみ そら 侍 富士山 紅葉 ねこ 祭り 바다 하늘 서울
  별빛 꽃잎 달빛 한강 나비 구름 노을
`);

export const FIRST_NAMES = words(`
  Mira Yating Lukas Aiko Diego Sofia Arjun Jiwoo Noah Emma Liam Olivia Mateo Ava Kenji Hana Omar Leila
  Ivan Nadia Tomas Elena Ravi Priya Chen Mei Jonas Freya Kofi Amara
`);
export const LAST_NAMES = words(`
  Okafor Chen Brenner Tanaka Ramos Lind Mehta Lee Wong Garcia Smith Muller Rossi Kowalski Novak Silva
  Sato Kim Park Nguyen Haddad Petrov Jensen Dubois Santos Costa Ahmed Khan Mensah Olsen
`);
export const CJK_NAMES = words(`
  陳雅婷 黃家明 林美玲 王小明 佐藤花子 田中健 김민준 이서연 박지호 최유나
`);

export const CATEGORIES = words(`
  art music photography collectibles fashion physical
`);
export const PROPERTY_TYPES = {
  Background: ['Midnight', 'Dawn', 'Ocean', 'Ember', 'Mist', 'Forest'],
  Mood: ['Calm', 'Playful', 'Bold', 'Dreamy', 'Mysterious'],
  Rarity: ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary'],
};
