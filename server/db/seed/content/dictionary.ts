/** Dictionary entries (spec §3): value, English label, Chinese label2, grouped by type in display order. */
export const DICTIONARY_SEED: Record<
  string,
  readonly (readonly [value: string, label: string, label2: string])[]
> = {
  SPEC: [
    ['DEFAULT', 'Default', '預設'],
    ['SIZE', 'Size', '尺寸'],
    ['COLOR', 'Colour', '顏色'],
    ['WEIGHT', 'Weight', '重量'],
  ],
  AREA_CODE: [
    ['+852', 'Hong Kong (+852)', '香港 (+852)'],
    ['+86', 'Mainland China (+86)', '中國內地 (+86)'],
  ],
  DELIVERY_TYPE: [
    ['DLV', 'Door-to-door express', '送貨上門'],
    ['BRH', 'Self pickup at branch', '門市自取'],
    ['BOX', 'Self pickup at locker', '自提櫃自取'],
    ['NONE', 'No delivery (virtual item)', '無需送貨（虛擬商品）'],
  ],
  CURRENCY: [
    ['BTC', 'Bitcoin', '比特幣'],
    ['ETH', 'Ether', '以太幣'],
    ['USDT', 'Tether USD', '泰達幣'],
    ['USDC', 'USD Coin', 'USD Coin 美元穩定幣'],
    ['SOL', 'Solana', 'Solana 幣'],
    ['MATIC', 'Polygon MATIC', 'Polygon MATIC 幣'],
    ['HKD', 'Hong Kong dollar', '港幣'],
  ],
  INDUSTRY: [
    ['ART', 'Art and design', '藝術及設計'],
    ['ENTERTAINMENT', 'Entertainment and media', '娛樂及媒體'],
    ['FASHION', 'Fashion and lifestyle', '時裝及生活品味'],
    ['FOOD', 'Food and beverage', '餐飲'],
    ['RETAIL', 'Retail', '零售'],
    ['SPORTS', 'Sports and fitness', '體育及健身'],
    ['TRAVEL', 'Travel and hospitality', '旅遊及酒店'],
    ['EDUCATION', 'Education', '教育'],
    ['TECHNOLOGY', 'Technology', '科技'],
    ['FINANCE', 'Finance', '金融'],
    ['OTHER', 'Other', '其他'],
  ],
  ENTITY_TYPE: [
    ['SOLE', 'Sole proprietorship', '獨資經營'],
    ['PARTNERSHIP', 'Partnership', '合夥經營'],
    ['LIMITED', 'Limited company', '有限公司'],
    ['LISTED', 'Listed company', '上市公司'],
    ['NON_PROFIT', 'Non-profit organisation', '非牟利機構'],
    ['OTHER', 'Other', '其他'],
  ],
};
