// The drawing of each category icon: loaded apart from the facade (./CategoryIcon.tsx), since the screens that
// read the categories on load (the transactions' filters) show no icon until a list is opened or has rows.
import {
  BankOutlined,
  BookOutlined,
  BulbOutlined,
  CarOutlined,
  CoffeeOutlined,
  GiftOutlined,
  HeartOutlined,
  HomeOutlined,
  LaptopOutlined,
  MedicineBoxOutlined,
  PhoneOutlined,
  RiseOutlined,
  SafetyOutlined,
  SendOutlined,
  ShoppingOutlined,
  TagOutlined,
  ToolOutlined,
  TrophyOutlined,
  VideoCameraOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { CategoryIcon } from '../../contract/defaultCategories';

const DRAWINGS = {
  wallet: WalletOutlined,
  bank: BankOutlined,
  gift: GiftOutlined,
  rise: RiseOutlined,
  laptop: LaptopOutlined,
  coffee: CoffeeOutlined,
  car: CarOutlined,
  shopping: ShoppingOutlined,
  film: VideoCameraOutlined,
  bulb: BulbOutlined,
  medicine: MedicineBoxOutlined,
  book: BookOutlined,
  plane: SendOutlined,
  safety: SafetyOutlined,
  home: HomeOutlined,
  tag: TagOutlined,
  heart: HeartOutlined,
  phone: PhoneOutlined,
  trophy: TrophyOutlined,
  tool: ToolOutlined,
} satisfies Record<CategoryIcon, unknown>;

/** One icon in its colour, decorative: the category's name beside it says what it is. */
export default function CategoryDrawing({ icon, color }: { icon: CategoryIcon; color?: string | undefined }) {
  const Drawing = DRAWINGS[icon] ?? TagOutlined;
  return (
    <Drawing
      aria-hidden
      data-icon={icon}
      style={{ display: 'inline-block', width: '1em', height: '1em', flex: 'none', lineHeight: 1, color }}
    />
  );
}
