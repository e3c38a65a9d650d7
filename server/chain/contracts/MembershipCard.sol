// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Membership cards (spec §6): non-transferable except where the issuer allows it per card (corporate
/// members); issuing and burning are always allowed.
contract MembershipCard is ERC721URIStorage, Ownable {
    /// @notice A transfer between two holders of a card that is not transferable.
    error CardNotTransferable(uint256 tokenId);

    /// @notice The issuer changed whether a card may move between holders.
    event TransferableSet(uint256 indexed tokenId, bool transferable);

    mapping(uint256 tokenId => bool) private _transferable;

    constructor(
        string memory name_,
        string memory symbol_,
        address initialOwner
    ) ERC721(name_, symbol_) Ownable(initialOwner) {}

    /// @notice Issues card `tokenId` to `to`; reverts (ERC721InvalidSender) if it exists.
    function issue(address to, uint256 tokenId, bool transferable, string calldata tokenUri) external onlyOwner {
        _transferable[tokenId] = transferable;
        _safeMint(to, tokenId);
        _setTokenURI(tokenId, tokenUri);
        emit TransferableSet(tokenId, transferable);
    }

    /// @notice Allows or forbids moving card `tokenId` between holders.
    function setTransferable(uint256 tokenId, bool transferable) external onlyOwner {
        _requireOwned(tokenId);
        _transferable[tokenId] = transferable;
        emit TransferableSet(tokenId, transferable);
    }

    /// @notice Revokes card `tokenId` (the issuer's burn).
    function revoke(uint256 tokenId) external onlyOwner {
        _burn(tokenId);
    }

    function isTransferable(uint256 tokenId) external view returns (bool) {
        return _transferable[tokenId];
    }

    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        address from = _ownerOf(tokenId);
        if (from != address(0) && to != address(0) && !_transferable[tokenId]) {
            revert CardNotTransferable(tokenId);
        }
        return super._update(to, tokenId, auth);
    }
}
