import type { CallContract } from '../call';
import { contactSaveCall } from './contact';
import { bannerCall, hotSearchWordsCall, photoWallCall, photoWallInfoCall } from './content';
import { goodsAttributeCall, goodsInfoCall, goodsListCall } from './goods';
import { questionInfoCall, questionListCall, questionOtherCall, questionSearchCall } from './question';
import { countryCall, countryListCall, phoneCodeCall, provinceListCall } from './reference';
import { reviewInfoCall, reviewListCall, reviewSaveCall } from './review';
import { statisticsCall } from './statistics';
import { healthCall } from './system';
import {
  wishlistAddCall,
  wishlistCountCall,
  wishlistIsCall,
  wishlistListCall,
  wishlistRemoveCall,
} from './wishlist';

/** Every implemented call, in the order the OpenAPI document lists them. */
export const ALL_CALLS: readonly CallContract[] = [
  bannerCall,
  hotSearchWordsCall,
  photoWallCall,
  photoWallInfoCall,
  goodsListCall,
  goodsInfoCall,
  goodsAttributeCall,
  wishlistIsCall,
  wishlistCountCall,
  wishlistListCall,
  wishlistAddCall,
  wishlistRemoveCall,
  reviewListCall,
  reviewInfoCall,
  reviewSaveCall,
  countryCall,
  countryListCall,
  phoneCodeCall,
  provinceListCall,
  statisticsCall,
  questionSearchCall,
  questionListCall,
  questionInfoCall,
  questionOtherCall,
  contactSaveCall,
  healthCall,
];
