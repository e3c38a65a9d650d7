// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title One creator's collection of unique items (spec §5): the platform mints each item once, on the
/// creator's behalf, with the collection's default royalty (ERC-2981) paid to the creator on resales.
contract MarketCollection721 is ERC721URIStorage, ERC2981, Ownable {
    constructor(
        string memory name_,
        string memory symbol_,
        address initialOwner,
        address royaltyReceiver,
        uint96 royaltyBps
    ) ERC721(name_, symbol_) Ownable(initialOwner) {
        _setDefaultRoyalty(royaltyReceiver, royaltyBps);
    }

    /// @notice Mints `tokenId` to `to` with its metadata URI; reverts (ERC721InvalidSender) if it exists.
    function mint(address to, uint256 tokenId, string calldata tokenUri) external onlyOwner {
        _safeMint(to, tokenId);
        _setTokenURI(tokenId, tokenUri);
    }

    function tokenURI(uint256 tokenId) public view override(ERC721URIStorage) returns (string memory) {
        return super.tokenURI(tokenId);
    }

    function supportsInterface(
        bytes4 interfaceId
    ) public view override(ERC721URIStorage, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
